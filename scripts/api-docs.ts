import { readFileSync, writeFileSync } from 'node:fs';

// Handlers create their DynamoDB client when loaded; describing them needs no table.
process.env.TABLE_NAME ||= 'api-docs';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
const { openApiDocument, routeTableMarkdown, withRouteTable } = await import('./api-description.js');
const { clientTypes, CLIENT_TYPES_FILE } = await import('./client-types.js');

const document = await openApiDocument();
writeFileSync('docs/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
writeFileSync('README.md', withRouteTable(readFileSync('README.md', 'utf8'), await routeTableMarkdown()));
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
console.log(`wrote docs/openapi.json, the README route table and ${CLIENT_TYPES_FILE}`);

import { readFileSync, writeFileSync } from 'node:fs';

// Handlers create their DynamoDB client when loaded; describing them needs no table.
process.env.TABLE_NAME ||= 'api-docs';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
const { openApiDocument, routeTableMarkdown, withRouteTable } = await import('../lib/api-docs.js');

const openapi = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
writeFileSync('docs/openapi.json', openapi);
writeFileSync('README.md', withRouteTable(readFileSync('README.md', 'utf8'), await routeTableMarkdown()));
console.log('wrote docs/openapi.json and the README route table');

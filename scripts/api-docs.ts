import { readFileSync, writeFileSync } from 'node:fs';

// Handlers create their DynamoDB client when loaded; describing them needs no table.
process.env.TABLE_NAME ||= 'api-docs';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
const { openApiDocument, ROUTE_TABLE_FILE, routeTableMarkdown, withRouteTable } = await import('./api-description.js');
const { clientTypes, CLIENT_TYPES_FILE } = await import('./client-types.js');

const document = await openApiDocument();
writeFileSync('docs/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(ROUTE_TABLE_FILE, withRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8'), await routeTableMarkdown()));
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
console.log(`wrote docs/openapi.json, the route table in ${ROUTE_TABLE_FILE} and ${CLIENT_TYPES_FILE}`);

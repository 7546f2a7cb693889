import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Handlers create their DynamoDB client when loaded; describing them needs no table.
process.env.TABLE_NAME ||= 'api-docs';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const { openApiDocument, ROUTE_TABLE_FILE, routeTableMarkdown, withRouteTable } = await import('../../scripts/api-description.js');
const { routes } = await import('../../lib/routes.js');
const { clientTypes, CLIENT_TYPES_FILE } = await import('../../scripts/client-types.js');

describe('generated API description', () => {
  it('docs/openapi.json is what the route table and handler schemas generate (run npm run docs)', async () => {
    const generated = await openApiDocument();

    const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));

    expect(committed).toEqual(generated);
  });

  it('describes every route of the route table once', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, { operationId: string }>> };

    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));

    expect(operations.sort()).toEqual(routes.map((route) => route.name).sort());
  });

  it('every operation describes its success answers', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

    const withoutSuccess = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => !Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)))
      .map((operation) => operation.operationId);

    expect(withoutSuccess).toEqual([]);
  });

  it("the typed client's types are what the document generates (run npm run docs)", async () => {
    const generated = await clientTypes(await openApiDocument());

    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(generated);
  });

  it("the typed client's types give every success answer a body, but a 204's", () => {
    const types = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    const operations = [...types.matchAll(/\n {4}(\w+): \{\n {8}parameters[\s\S]*?\n {4}\};/g)];

    const withoutBody = operations.flatMap(([text, name]) =>
      [...text.matchAll(/\n {12}(2\d\d): \{[\s\S]*?\n {12}\};/g)]
        .filter(([answer, status]) => status !== '204' && /content\?: never/.test(answer))
        .map(([, status]) => `${name} ${status}`),
    );

    expect(operations.map(([, name]) => name).sort()).toEqual(routes.map((route) => route.name).sort());
    expect(withoutBody).toEqual([]);
  });

  it('the typed client compiles on its own (npm run build:client)', () => {
    const run = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'sdk/typescript', '--noEmit'], { encoding: 'utf8' });

    expect([run.status, run.stdout]).toEqual([0, '']);
  });

  it("the endpoints guide's route table is current (run npm run docs)", async () => {
    const guide = readFileSync(ROUTE_TABLE_FILE, 'utf8');

    expect(withRouteTable(guide, await routeTableMarkdown())).toBe(guide);
  });
});

import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The typed client's types (clients/typescript/src/generated/openapi.ts), generated from the API description
 * by openapi-typescript. `npm run docs` writes them beside docs/openapi.json; a test fails when
 * they are stale.
 */
export const CLIENT_TYPES_FILE = 'clients/typescript/src/generated/openapi.ts';

const HEADER = '// Code generated from docs/openapi.json by `npm run docs` (openapi-typescript). DO NOT EDIT.\n// @generated\n\n';

type Operations = Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;

/** The operations that honour an Idempotency-Key, as "METHOD /path": the client retries only these writes. */
function idempotentOperations(document: Record<string, unknown>): string[] {
  return Object.entries(document.paths as Operations).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: true });
  const idempotent = JSON.stringify(idempotentOperations(document), null, 2);
  return `${HEADER}${astToString(ast)}\n/** Operations that honour an Idempotency-Key ("METHOD /path"). */\nexport const idempotentOperations: ReadonlySet<string> = new Set(${idempotent});\n`;
}

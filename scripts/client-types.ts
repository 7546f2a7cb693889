import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The typed client's types (sdk/typescript/src/generated/openapi.ts), generated from the API description
 * by openapi-typescript. `npm run docs` writes them beside docs/openapi.json; a test fails when
 * they are stale.
 */
export const CLIENT_TYPES_FILE = 'sdk/typescript/src/generated/openapi.ts';

const HEADER = '// Code generated from docs/openapi.json by `npm run docs` (openapi-typescript). DO NOT EDIT.\n// @generated\n\n';

type Operations = Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; 'x-roles'?: string[] }>>;

/** The operations that honour an Idempotency-Key, as "METHOD /path": the client retries only these writes. */
function idempotentOperations(document: Record<string, unknown>): string[] {
  return Object.entries(document.paths as Operations).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** The roles each operator operation admits (its `x-roles`), by "METHOD /path": what the console offers each role. */
function operationRoles(document: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(document.paths as Operations).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => (operation['x-roles'] ? [[`${method.toUpperCase()} ${path}`, operation['x-roles']]] : [])),
    ),
  );
}

/** The webhook event names (components.schemas.WebhookEventType), in the API's order. */
function webhookEventTypes(document: Record<string, unknown>): string[] {
  const schemas = (document.components as { schemas?: Record<string, { enum?: string[] }> }).schemas;
  const names = schemas?.WebhookEventType?.enum;
  if (!names) throw new Error('the API description has no WebhookEventType schema');
  return names;
}

export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: true });
  const idempotent = JSON.stringify(idempotentOperations(document), null, 2);
  // One operation a line, so a changed role reads as one changed line.
  const roleLines = Object.entries(operationRoles(document)).map(([key, names]) => `  ${JSON.stringify(key)}: [${names.map((name) => JSON.stringify(name)).join(', ')}],`);
  const roles = `{\n${roleLines.join('\n')}\n}`;
  const events = JSON.stringify(webhookEventTypes(document), null, 2);
  return [
    `${HEADER}${astToString(ast)}`,
    `/** Operations that honour an Idempotency-Key ("METHOD /path"). */\nexport const idempotentOperations: ReadonlySet<string> = new Set(${idempotent});\n`,
    `/** The roles each operator operation admits (its x-roles), by "METHOD /path". */\nexport const operationRoles = ${roles} as const satisfies Record<string, readonly string[]>;\n`,
    `/** The events a webhook endpoint may subscribe to (components.schemas.WebhookEventType). */\nexport const webhookEventTypes = ${events} as const satisfies readonly components['schemas']['WebhookEventType'][];\n`,
  ].join('\n');
}

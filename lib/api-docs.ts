import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { routes, type Route } from './routes.js';
import type { DeclaredSpec } from '../shared/http/api-handler.js';

/**
 * The API description, generated from the route table and the zod schemas each handler declares:
 * docs/openapi.json and the README's route table. `npm run docs` writes both; a test fails when
 * either is out of date, so neither can drift from the code.
 */

/** Endpoint numbers of spec section 4.1, by route key. */
const SPEC_ENDPOINTS: Record<string, number> = {
  'GET /v2/users/{user_id}': 1,
  'GET /v2/users/{user_id}/activities': 1,
  'POST /v2/users': 2,
  'PUT /v2/users/{user_id}': 3,
  'GET /v2/users/{user_id}/points': 4,
  'GET /v2/users/{user_id}/points/pending': 5,
  'GET /v2/users/{user_id}/rank': 6,
  'GET /v2/users/{user_id}/rewards': 7,
  'GET /v2/users/{user_id}/redemption_history': 8,
  'GET /v2/users/{user_id}/usable_coupons': 9,
  'GET /v2/users/{user_id}/activity_history': 10,
  'GET /v2/users/{user_id}/activity_history/extended': 11,
  'GET /v2/users/{user_id}/activities/extended': 12,
  'GET /v2/users/{user_id}/activities/{activity_id}/extended': 13,
  'GET /v2/activities/extended': 14,
  'GET /v2/rewards': 15,
  'GET /v2/reward_categories': 16,
  'GET /v2/code_redemption_campaign': 17,
  'POST /v2/code_redemption_campaign/submit': 18,
  'POST /v2/claim_receipt/online': 19,
  'POST /v2/claim_receipt/in_store': 20,
  'POST /v2/purchases': 21,
  'GET /v2/stream': 22,
};

const routeKey = (route: Route) => `${route.method} ${route.path}`;

export async function declaredSpec(route: Route): Promise<DeclaredSpec> {
  const module = (await import(pathToFileURL(resolve(route.entry)).href)) as { handler: { spec?: DeclaredSpec } };
  if (!module.handler.spec) throw new Error(`${route.entry} does not declare its handler through apiHandler`);
  return module.handler.spec;
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

function parameters(route: Route, spec: DeclaredSpec): unknown[] {
  const list: unknown[] = [];
  const pathProperties = (spec.path ? jsonSchema(spec.path).properties : undefined) as Record<string, unknown> | undefined;
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\}/g)) {
    list.push({ name, in: 'path', required: true, schema: pathProperties?.[name] ?? { type: 'string' } });
  }
  if (route.auth === 'api_key') list.push({ name: 'api_key', in: 'query', required: true, schema: { type: 'string' } });
  if (spec.member) {
    const idTypes = spec.member.idTypes ?? ['id', 'email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'];
    list.push({ name: 'id_type', in: 'query', required: false, schema: { type: 'string', enum: [...idTypes], default: 'id' } });
  }
  if (spec.query) {
    const query = jsonSchema(spec.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      if (name === 'api_key' || (name === 'id_type' && spec.member)) continue;
      list.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  if (spec.idempotent) {
    list.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 128 } });
  }
  return list;
}

const ERROR_RESPONSE = {
  description: 'Error: {error, message} (spec 2.16, section 7)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const spec = await declaredSpec(route);
    const endpoint = SPEC_ENDPOINTS[routeKey(route)];
    const operation: Record<string, unknown> = {
      operationId: route.name,
      summary: endpoint ? `Endpoint ${endpoint} (spec 4.1)` : route.auth === 'admin' ? 'Operator API' : 'Beyond the spec',
      tags: [route.auth === 'admin' ? 'operator' : route.path.split('/')[2]],
      parameters: parameters(route, spec),
      responses: { '2XX': { description: 'Success' }, '4XX': ERROR_RESPONSE, '500': ERROR_RESPONSE },
      ...(route.auth === 'admin' ? { security: [{ iam: [] }] } : {}),
    };
    if (spec.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(spec.body) } } };
    const methods = paths[route.path] ?? {};
    methods[route.method.toLowerCase()] = operation;
    paths[route.path] = methods;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Rewards Program REST API', version: '2' },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
      securitySchemes: { iam: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'AWS SigV4 (IAM) in AWS; Bearer <ADMIN_TOKEN> locally' } },
    },
  };
}

export const README_START = '<!-- routes:start (generated by npm run docs) -->';
export const README_END = '<!-- routes:end -->';

/** The README's route table. */
export async function routeTableMarkdown(): Promise<string> {
  const rows = ['| # | Method | Path | Handler | Access | Auth | Idempotency-Key |', '|---|---|---|---|---|---|---|'];
  for (const route of routes) {
    const spec = await declaredSpec(route);
    const endpoint = SPEC_ENDPOINTS[routeKey(route)] ?? '';
    rows.push(
      `| ${endpoint} | ${route.method} | \`${route.path}\` | \`${route.entry}\` | ${route.access} | ${route.auth} | ${spec.idempotent ? 'yes' : ''} |`,
    );
  }
  return rows.join('\n');
}

/** The README with its generated section replaced. */
export function withRouteTable(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error('README.md has no generated route table markers');
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}

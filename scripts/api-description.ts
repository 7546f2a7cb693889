import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { routes, type Route, type SuccessStatus } from '../lib/routes.js';
import type { ErrorCode } from '../shared/errors.js';
import { answerSchema, declaredErrors, type DeclaredError } from '../local/walks/answers.js';
import type { ApiExample } from '../local/walks/contract.js';
import { ID_TYPES } from '../shared/members/member-requests.js';
import { WEBHOOK_EVENT_TYPES } from '../shared/events/event-schemas.js';

/**
 * The API description, generated from the routes' contracts (schemas of path, query and body,
 * answers and error codes), with one example per operation recorded from a test run (docs/examples.json): docs/openapi.json and the endpoints guide's route table. `npm run docs`
 * writes both; a test fails when either is out of date, so neither can drift from the code.
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

/** Tags by handler folder (functions/<folder>/...), in the order the reference shows them. */
const TAGS: ReadonlyArray<{ folder: string; name: string; description: string }> = [
  { folder: 'users', name: 'Members', description: 'Members, their points, activities, rewards and redemptions (spec 4.2-4.4).' },
  { folder: 'events', name: 'Custom events', description: "Events of the program's own event types (steps walked, a class attended), run through its earning rules exactly once per event_id." },
  { folder: 'activities', name: 'Activities', description: "The client's activities and what they earn (spec 4.2 endpoint 14)." },
  { folder: 'rewards', name: 'Rewards', description: 'The reward catalogue and its categories (spec 4.5).' },
  { folder: 'coupons', name: 'Coupons', description: 'Reporting coupon use at the point of sale.' },
  { folder: 'campaigns', name: 'Code redemption campaigns', description: 'Campaign codes members submit (spec 4.7).' },
  { folder: 'purchases', name: 'Purchases', description: 'Purchases and returns that earn and take back points (spec 4.8).' },
  { folder: 'receipts', name: 'Receipts', description: 'Online and in-store receipts members claim (spec 4.8), and receipt images members submit for review.' },
  { folder: 'stream', name: 'Stream', description: "The client's recent activity stream (spec 4.9)." },
  { folder: 'admin/clients', name: 'Operator: clients', description: 'Clients (programs), their settings, api_keys and signing keys.' },
  { folder: 'admin/members', name: 'Operator: members', description: 'A member found by any id type: profile and balances, ledger, redemptions, purchases, coupons; audited points adjustments, data export and deletion on request.' },
  { folder: 'admin/activities', name: 'Operator: activities', description: 'The activity catalogue.' },
  { folder: 'admin/event-types', name: 'Operator: event types', description: "The program's custom event types: the attributes its events carry." },
  { folder: 'admin/rules', name: 'Operator: earning rules', description: 'Earning rules: triggers, conditions, effects, limits and budgets; versions, a dry run and what each ledger entry saw.' },
  { folder: 'admin/segments', name: 'Operator: segments', description: "Segments: named groups of the program's members, their members and counts." },
  { folder: 'admin/simulations', name: 'Operator: simulations', description: "What-if simulations: rules replayed over the program's recorded history, awarded beside simulated points." },
  { folder: 'admin/rewards', name: 'Operator: rewards', description: 'The reward catalogue, reward and coupon categories, reward codes.' },
  { folder: 'admin/orders', name: 'Operator: orders', description: 'Fulfilment of orders that ship.' },
  { folder: 'admin/receipts', name: 'Operator: receipts', description: 'The review queue of submitted receipt images: approve with points or reject with a reason.' },
  { folder: 'admin/approvals', name: 'Operator: adjustment approvals', description: 'Large points adjustments waiting for a second operator: the queue, approval and refusal.' },
  { folder: 'admin/campaigns', name: 'Operator: campaigns', description: 'Code redemption campaigns and their codes.' },
  { folder: 'admin/webhooks', name: 'Operator: webhooks', description: 'Webhook endpoints, their secrets, delivery log and replay.' },
  {
    folder: 'admin/operators',
    name: 'Operator: operators',
    description: 'Operator accounts and their roles (owner, manager, support, viewer): invite, list, change a role, disable and enable. Owners only.',
  },
  {
    folder: 'admin/imports',
    name: 'Operator: imports',
    description:
      'Bulk imports of CSV or NDJSON files: create an import, PUT the file to its upload URL (its arrival starts the import), then follow its status and error lines.',
  },
  {
    folder: 'admin/exports',
    name: 'Operator: exports',
    description:
      "Bulk exports of a program's members, ledger, redemptions or expiring points as gzip-compressed CSV or NDJSON: create an export, follow its status, then fetch the file from its download URL.",
  },
  {
    folder: 'admin/reports',
    name: 'Operator: reports',
    description:
      "A program's reports, kept from its event stream: totals and the liability (outstanding points), daily series of up to 400 days, top rewards and activities, each also as CSV (Accept: text/csv); a rebuild from the ledgers.",
  },
  {
    folder: 'admin/audit',
    name: 'Operator: audit log',
    description:
      "Who changed what: every operator write (and every member data export) records its actor, role, route, targets, request id, time and the fields it set, in the change's own transaction where the change is one; kept 400 days. A program's log, and the deployment's own (programs created, operators managed).",
  },
];

/** The reference's introduction: how every error answers, and what each operation lists. */
const ERRORS_INTRODUCTION =
  'Every error answers `{error, message}` (spec 2.16, section 7). An unknown path answers 404 `page_not_found` and a known path with another method 405 `method_not_allowed`; a client over its rate limit (100 requests a second unless its settings set another) answers 429 `rate_limited` with `Retry-After` (seconds). Two answers come from API Gateway itself, before the service, as `{message}`: 429 `Too Many Requests` when the throttle of a route is reached (all clients together), and 403 `Forbidden` to a source address banned for 10 minutes after 100 failed authentications within a minute. A 5xx never hides a change: 503 `unavailable` means nothing was written (retry after `Retry-After`); 504 `outcome_unknown` means a write was sent but its outcome was not known when the request had to answer (out of time, or DynamoDB did not answer), and repeating it with the same `Idempotency-Key` answers what it did; a write that other requests keep beating to the same records answers 409 `conflict` within about 3 s, with nothing written. Each operation lists the codes it can answer.';

const routeKey = (route: Route) => `${route.method} ${route.path}`;

export const EXAMPLES_FILE = 'docs/examples.json';

export function readExamples(): Record<string, ApiExample> {
  return existsSync(EXAMPLES_FILE) ? (JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, ApiExample>) : {};
}

/**
 * A zod schema as JSON Schema, tidied in one walk: a union with a member that accepts anything
 * (free JSON, `{}`) says so once; and answers (output) are described open, since zod's output
 * form closes every object but a client must accept fields added later (the tests still refuse
 * any field an answer's schema does not name).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const tidy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(tidy);
    if (!node || typeof node !== 'object') return node;
    const tidied: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node)) {
      if (name === '$schema' || (io === 'output' && name === 'additionalProperties' && value === false)) continue;
      tidied[name] = tidy(value);
    }
    // The event names are one named schema, referenced wherever a body or an answer names an event.
    if (tidied.type === 'string' && JSON.stringify(tidied.enum) === JSON.stringify(WEBHOOK_EVENT_TYPES)) return { $ref: '#/components/schemas/WebhookEventType' };
    const members = tidied.anyOf;
    if (Array.isArray(members) && members.some((member) => member && typeof member === 'object' && Object.keys(member).length === 0)) delete tidied.anyOf;
    return tidied;
  };
  return tidy(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })) as Record<string, unknown>;
}

function parameters(route: Route, example: ApiExample | undefined): unknown[] {
  const spec = route.contract;
  const list: unknown[] = [];
  const pathProperties = (spec.params ? jsonSchema(spec.params, 'input').properties : undefined) as Record<string, unknown> | undefined;
  const pathValues = example?.request.pathParameters ?? {};
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\}/g)) {
    const schema = pathProperties?.[name] ?? { type: 'string' };
    list.push({ name, in: 'path', required: true, schema, ...parameterExample(schema, pathValues[name]) });
  }
  const queryExample = example?.request.query ?? {};
  if (spec.member) {
    const idTypes = spec.member.idTypes ?? ID_TYPES;
    list.push({
      name: 'id_type',
      in: 'query',
      required: false,
      description: 'How {user_id} is read.',
      schema: { type: 'string', enum: [...idTypes], default: 'id' },
      ...exampleOf(queryExample.id_type),
    });
  }
  if (spec.query) {
    const query = jsonSchema(spec.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      if (name === 'api_key' || (name === 'id_type' && spec.member)) continue;
      list.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema, ...parameterExample(schema, queryExample[name]) });
    }
  }
  if (spec.idempotent) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A repeat with the same key and request answers the first result and changes nothing.',
      schema: { type: 'string', minLength: 1, maxLength: 128 },
    });
  }
  return list;
}

const exampleOf = (value: unknown) => (value === undefined ? {} : { example: value });

/** A path or query value as its schema types it: the URL carries "5" where the schema reads 5. */
function parameterExample(schema: unknown, value: string | undefined) {
  const type = (schema as { type?: unknown } | undefined)?.type;
  if (value === undefined || (type !== 'integer' && type !== 'number')) return exampleOf(value);
  return Number.isFinite(Number(value)) ? exampleOf(Number(value)) : {};
}

const SUCCESS_DESCRIPTION: Record<SuccessStatus, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted: queued', 204: 'Done: no body' };

async function successResponses(route: Route, example: ApiExample | undefined): Promise<Record<string, unknown>> {
  const responses: Record<string, unknown> = {};
  for (const [key, answer] of Object.entries(route.contract.answers)) {
    const status = Number(key) as SuccessStatus;
    const schema = await answerSchema(answer);
    if (schema === undefined) {
      responses[key] = { description: SUCCESS_DESCRIPTION[status] };
      continue;
    }
    const sample = example?.response.status === status ? example.response.body : undefined;
    if (sample !== undefined && !schema.safeParse(sample).success) {
      throw new Error(`the recorded example of ${route.name} no longer matches its ${status} schema: run npm run docs:examples`);
    }
    responses[key] = {
      description: SUCCESS_DESCRIPTION[status],
      content: {
        'application/json': { schema: jsonSchema(schema, 'output'), ...exampleOf(sample) },
        // The same report as CSV for a spreadsheet, when Accept asks for text/csv.
        ...(route.contract.csv && status === 200 ? { 'text/csv': { schema: { type: 'string', description: 'The report as CSV: a header line, then one line per row.' } } } : {}),
      },
    };
  }
  return responses;
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } };

function errorResponses(errors: DeclaredError[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { code, status } of errors) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of byStatus) {
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\``).join(', '),
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['error', 'message'],
            properties: { error: { type: 'string', enum: codes }, message: { type: 'string' } },
          },
        },
      },
    };
  }
  return responses;
}

const tagOf = (route: Route) => {
  const folder = route.entry.split('/').slice(1, -1).join('/');
  const tag = TAGS.find((candidate) => candidate.folder === folder);
  if (!tag) throw new Error(`no tag for handler folder ${folder}`);
  return tag.name;
};

/** "AdminListWebhookDeliveries" -> "List webhook deliveries". */
function summaryOf(route: Route): string {
  const words = route.name
    .replace(/^Admin/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function descriptionOf(route: Route): string {
  const spec = route.contract;
  const endpoint = SPEC_ENDPOINTS[routeKey(route)];
  const origin = endpoint
    ? `Spec section 4.1, endpoint ${endpoint}.`
    : route.auth === 'operator'
      ? `Operator API; roles: ${(spec.roles ?? ['owner']).join(', ')}.`
      : 'Beyond the spec (docs/decisions.md).';
  const access = route.access === 'read' ? 'Reads only.' : 'Writes.';
  return [origin, access, spec.idempotent ? 'Safe to retry with an Idempotency-Key.' : ''].filter(Boolean).join(' ');
}

const PUBLIC_SECURITY = [{ api_key: [] }, { ct_authorization: [] }];
/** A route a member's own app may call: the program's credentials, or the member's token. */
const MEMBER_SECURITY = [...PUBLIC_SECURITY, { member_token: [] }];
const OPERATOR_SECURITY = [{ operator_token: [] }];

export async function openApiDocument(examples: Record<string, ApiExample> = readExamples()): Promise<Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const spec = route.contract;
    const example = examples[route.name];
    const operation: Record<string, unknown> = {
      operationId: route.name,
      summary: summaryOf(route),
      description: descriptionOf(route),
      tags: [tagOf(route)],
      security: route.auth === 'operator' ? OPERATOR_SECURITY : route.auth === 'public' ? [] : spec.memberToken ? MEMBER_SECURITY : PUBLIC_SECURITY,
      parameters: parameters(route, example),
      responses: { ...(await successResponses(route, example)), ...errorResponses(declaredErrors(route)) },
    };
    // The roles an operator route admits, for the console and the typed client to read (a contract naming none admits owners).
    if (route.auth === 'operator') operation['x-roles'] = spec.roles ?? ['owner'];
    if (route.auth === 'api_key') operation['x-member-token'] = spec.memberToken === true;
    if (spec.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(spec.body, 'input'), ...exampleOf(example?.request.body) } },
      };
    }
    const methods = paths[route.path] ?? {};
    methods[route.method.toLowerCase()] = operation;
    paths[route.path] = methods;
  }
  const usedTags = new Set(routes.map(tagOf));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rewards Program REST API',
      version: '2',
      summary: 'Members, points, rewards and campaigns of a loyalty program, and the operator API that configures it.',
      description: ERRORS_INTRODUCTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: 'https://{api_id}.execute-api.{region}.amazonaws.com',
        description: 'A deployed stack (the ApiUrl output of cdk deploy)',
        variables: { api_id: { default: 'api-id', description: 'The HTTP API id' }, region: { default: 'eu-west-1' } },
      },
      { url: 'http://127.0.0.1:3000', description: 'npm start' },
    ],
    security: PUBLIC_SECURITY,
    tags: TAGS.filter((tag) => usedTags.has(tag.name)).map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { WebhookEventType: { type: 'string', description: 'An event a webhook endpoint may subscribe to.', enum: [...WEBHOOK_EVENT_TYPES] } },
      securitySchemes: {
        api_key: { type: 'apiKey', in: 'query', name: 'api_key', description: "The client's api_key (spec section 5)." },
        ct_authorization: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CT-Authorization',
          description: '`CTApiKey <api_key>`, or a signed request: `CTApiV2Auth <public_key>:<signature>` with X-CT-Timestamp.',
        },
        member_token: {
          type: 'apiKey',
          in: 'header',
          name: 'x-ct-user-token',
          description:
            "A member token (POST /v2/users/{user_id}/tokens, POST /http/v2/client-user-auth-sign-in), with `x-ct-is-end-user: 1`: the member's own data only (any other member answers 403). Where the program requires signed requests, signed with the token's key as X-CT-Authorization: CTApiV2Auth.",
        },
        operator_token: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "An operator's access token, in AWS from the operators' Cognito user pool (a person's from the console sign-in, or a machine's client-credentials token), verified by API Gateway's JWT authorizer; its role (from cognito:groups or a rewards-operators/<role> scope) must be one the route lists, else 403 forbidden. On the local server also Bearer <ADMIN_TOKEN>, an owner.",
        },
      },
    },
  };
}

/** The guide the route table is written into, between its markers. */
export const ROUTE_TABLE_FILE = 'docs/guide/endpoints.md';
export const ROUTE_TABLE_START = '<!-- routes:start (generated by npm run docs) -->';
export const ROUTE_TABLE_END = '<!-- routes:end -->';

/** The route table, in markdown. */
export async function routeTableMarkdown(): Promise<string> {
  const rows = ['| # | Method | Path | Handler | Access | Auth | Idempotency-Key |', '|---|---|---|---|---|---|---|'];
  for (const route of routes) {
    const spec = route.contract;
    const endpoint = SPEC_ENDPOINTS[routeKey(route)] ?? '';
    const auth = route.auth === 'operator' ? `operator (${(spec.roles ?? ['owner']).join(', ')})` : route.auth;
    rows.push(`| ${endpoint} | ${route.method} | \`${route.path}\` | \`${route.entry}\` | ${route.access} | ${auth} | ${spec.idempotent ? 'yes' : ''} |`);
  }
  return rows.join('\n');
}

/** A page (ROUTE_TABLE_FILE's text) with its generated section replaced. */
export function withRouteTable(page: string, table: string): string {
  const start = page.indexOf(ROUTE_TABLE_START);
  const end = page.indexOf(ROUTE_TABLE_END);
  if (start < 0 || end < start) throw new Error(`${ROUTE_TABLE_FILE} has no generated route table markers`);
  return `${page.slice(0, start + ROUTE_TABLE_START.length)}\n${table}\n${page.slice(end)}`;
}

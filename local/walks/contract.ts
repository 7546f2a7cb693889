import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Route, SuccessStatus } from '../../lib/routes.js';
import { matchRoute } from '../dispatch.js';
import { answerSchema, declaredErrors } from './answers.js';

/** A request as a test made it and the answer it received. */
export interface Exchange {
  method: string;
  path: string;
  query: Record<string, string>;
  requestBody: unknown;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** A request and its answer, recorded from a test run (`npm run docs:examples`) for the API description. */
export interface ApiExample {
  request: { path: string; pathParameters?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  response: { status: number; body?: unknown };
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const UNROUTED: Record<number, string> = { 404: 'page_not_found', 405: 'method_not_allowed' };

/**
 * Holds an answer to what its route's contract declares: a success status the row
 * lists, a body its schema accepts whole (no field the schema leaves out), or an error code the
 * route documents at that status. A mismatch fails the test that made the request, naming the route.
 */
export async function checkAnswer(exchange: Exchange): Promise<void> {
  const matched = matchRoute(exchange.method, exchange.path);
  if (matched === undefined || matched === 'method_not_allowed') {
    expectError(exchange, [{ code: UNROUTED[exchange.status] ?? '', status: exchange.status }], `${exchange.method} ${exchange.path}`);
    return;
  }
  const { route } = matched;
  const where = `${route.method} ${route.path} (${route.entry})`;
  if (exchange.status >= 400) {
    expectError(exchange, declaredErrors(route), where);
    return;
  }
  const { answers } = route.contract;
  if (!(exchange.status in answers)) {
    throw new ContractViolation(`${where} answered ${exchange.status}, which its contract does not declare in answers`);
  }
  if (String(exchange.headers['content-type'] ?? '').startsWith('text/csv')) {
    if (!route.contract.csv || exchange.status !== 200) throw new ContractViolation(`${where} answered CSV, which its contract does not declare`);
    if (typeof exchange.body !== 'string' || !exchange.body.endsWith('\r\n')) throw new ContractViolation(`${where} answered CSV that is not whole lines`);
    return;
  }
  const schema = await answerSchema(answers[exchange.status as SuccessStatus]);
  if (!schema) {
    if (exchange.body !== undefined) throw new ContractViolation(`${where} answered a body on ${exchange.status}, declared without one`);
    recordExample(route, matched.pathParameters, exchange);
    return;
  }
  const parsed = schema.safeParse(exchange.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContractViolation(`${where} answered a ${exchange.status} body its schema refuses at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  // zod drops the fields an object schema does not name; anything dropped is undocumented.
  if (!isDeepStrictEqual(parsed.data, exchange.body)) {
    throw new ContractViolation(`${where} answered fields its ${exchange.status} schema does not describe: ${firstDifference(parsed.data, exchange.body)}`);
  }
  recordExample(route, matched.pathParameters, exchange);
}

function expectError(exchange: Exchange, allowed: Array<{ code: string; status: number }>, where: string): void {
  const body = exchange.body as { error?: unknown; message?: unknown } | undefined;
  if (typeof body?.error !== 'string' || typeof body.message !== 'string' || Object.keys(body).length !== 2) {
    throw new ContractViolation(`${where} answered ${exchange.status} without an {error, message} body: ${JSON.stringify(body)}`);
  }
  if (!allowed.some(({ code, status }) => code === body.error && status === exchange.status)) {
    throw new ContractViolation(`${where} answered ${exchange.status} ${body.error}, which it does not declare`);
  }
  if (exchange.status === 429 && !exchange.headers['retry-after']) throw new ContractViolation(`${where} answered 429 without Retry-After`);
}

function firstDifference(documented: unknown, answered: unknown, path = ''): string {
  if (Array.isArray(documented) && Array.isArray(answered)) {
    for (let index = 0; index < answered.length; index++) {
      if (!isDeepStrictEqual(documented[index], answered[index])) return firstDifference(documented[index], answered[index], `${path}[${index}]`);
    }
  } else if (documented && answered && typeof documented === 'object' && typeof answered === 'object') {
    for (const [name, value] of Object.entries(answered)) {
      if (!(name in documented)) return `${path}.${name}`;
      const inner = (documented as Record<string, unknown>)[name];
      if (!isDeepStrictEqual(inner, value)) return firstDifference(inner, value, `${path}.${name}`);
    }
  }
  return path || '(root)';
}

/**
 * With API_EXAMPLES_DIR set (npm run docs:examples), successful exchanges are appended there,
 * one JSON line each, for the API description's examples. The api_key is never recorded.
 */
function recordExample(route: Route, pathParameters: Record<string, string>, exchange: Exchange): void {
  const dir = process.env.API_EXAMPLES_DIR;
  if (!dir) return;
  const { api_key: _secret, ...query } = exchange.query;
  const example: ApiExample = {
    request: {
      path: exchange.path,
      pathParameters,
      ...(Object.keys(query).length ? { query } : {}),
      ...(exchange.requestBody !== undefined ? { body: exchange.requestBody } : {}),
    },
    response: { status: exchange.status, ...(exchange.body !== undefined ? { body: exchange.body } : {}) },
  };
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ operation: route.name, example })}\n`);
}

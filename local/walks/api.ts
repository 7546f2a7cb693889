import { dispatch, type LocalRequest } from '../dispatch.js';
import { checkAnswer } from './contract.js';
import { ADMIN_HEADERS, type ApiResult, type CallOptions, unique } from '../../walk-kit/requests.js';

// What every walk's requests share lives in the walk kit; tests reach it here too, beside call.
export { ADMIN_HEADERS, unique, type ApiResult, type CallOptions } from '../../walk-kit/requests.js';

/** Calls a route through the route table, as API Gateway would, and parses the JSON answer. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const query = Object.fromEntries(
    Object.entries(options.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const request = {
    method,
    path,
    query,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    sourceIp: options.sourceIp,
  };
  return dispatchChecked(request, options.rawBody === undefined ? options.body : undefined);
}

/**
 * Runs a request through the route table and answers its parsed answer, which is first held to
 * what its route declares (local/walks/contract.ts). `requestBody` is the body as sent, parsed.
 */
export async function dispatchChecked<T = any>(request: LocalRequest & { query: Record<string, string> }, requestBody: unknown): Promise<ApiResult<T>> {
  const response = await dispatch(request);
  const result = {
    status: response.statusCode,
    // A report asked for as CSV answers text; everything else answers JSON.
    body: !response.body ? undefined : String(response.headers?.['content-type'] ?? '').startsWith('text/csv') ? response.body : JSON.parse(response.body),
    headers: (response.headers ?? {}) as Record<string, string>,
  };
  await checkAnswer({ method: request.method, path: request.path, query: request.query, requestBody, ...result });
  return result;
}

/**
 * The rate limit of test clients unless a test names its own: far above what any test sends, so
 * no test is refused for the speed of the machine it runs on. A test of the service default
 * passes `rate_limit_per_second: null`.
 */
export const TEST_CLIENT_RATE_LIMIT = 100_000;

/** A fresh client (tenant) through the operator API; every test file gets its own program. */
export async function newClient(settings: Record<string, unknown> = {}): Promise<{ clientId: string; apiKey: string }> {
  const res = await call('POST', '/admin/v1/clients', {
    body: { name: unique('client'), settings: { rate_limit_per_second: TEST_CLIENT_RATE_LIMIT, ...settings } },
    headers: ADMIN_HEADERS,
  });
  if (res.status !== 201) throw new Error(`client creation failed: ${JSON.stringify(res.body)}`);
  return { clientId: res.body.client_id, apiKey: res.body.api_key };
}

/** A member with valid defaults; overrides replace fields. */
export async function newMember(apiKey: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const res = await call('POST', '/v2/users', {
    query: { api_key: apiKey },
    body: {
      first_name: 'Test',
      last_name: 'Member',
      date_of_birth: 631152000,
      email_address: `${unique('m')}@example.com`,
      postal_code: '10001',
      ...overrides,
    },
  });
  if (res.status !== 200) throw new Error(`member creation failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The refusals that say nothing was written and when to try again (Retry-After): a client sends the request again. */
const NOTHING_WRITTEN = new Set(['conflict', 'unavailable']);

/** Sends again while the answer is one of `resent`, at most `attempts` times in all, after a short random pause (not the whole second of Retry-After, to keep tests quick). */
async function resending<T extends ApiResult>(send: () => Promise<T>, resent: ReadonlySet<string>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await send();
    if (!resent.has(result.body?.error) || attempt >= attempts) return result;
    if (NOTHING_WRITTEN.has(result.body.error) && result.headers['retry-after'] !== '1') throw new Error(`a ${result.status} must say when to retry`);
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
  }
}

/**
 * Sends a write as a well-behaved client does: a 409 conflict (other writers kept winning) and a
 * 503 unavailable (the table did not answer in time) changed nothing, so the request is sent
 * again. Answers the first other answer.
 */
export const resendingRefusals = <T extends ApiResult>(send: () => Promise<T>, attempts = 30): Promise<T> => resending(send, NOTHING_WRITTEN, attempts);

/**
 * Sends a write under one Idempotency-Key as a client does: as resendingRefusals, and a 504
 * outcome_unknown (the write may have been applied) is sent again under the same key, which
 * answers what the first did if it was applied and runs it otherwise.
 */
export function resendingUnderKey<T extends ApiResult>(send: (headers: Record<string, string>) => Promise<T>, attempts = 30): Promise<T> {
  const headers = { 'idempotency-key': unique('key') };
  return resending(() => send(headers), new Set([...NOTHING_WRITTEN, 'outcome_unknown']), attempts);
}

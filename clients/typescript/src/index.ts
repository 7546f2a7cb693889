import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { idempotentOperations, type paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';

/**
 * A typed client of the Rewards Program REST API v2. Paths, parameters, bodies and answers are
 * typed from docs/openapi.json (openapi-fetch over openapi-typescript's types); this module adds
 * only what the document cannot say: how a request is authenticated, and safe retries of writes
 * with an Idempotency-Key.
 */
export interface RewardsClientOptions {
  /** The API's base URL: a stack's ApiUrl output, or http://localhost:3000 for npm start. */
  baseUrl: string;
  /** The client's api_key, for the member API. */
  apiKey?: string;
  /**
   * Where the api_key goes: the `X-CT-Authorization: CTApiKey <api_key>` header (default, kept out
   * of access logs and URLs) or the `api_key` query parameter of the spec.
   */
  apiKeyIn?: 'header' | 'query';
  /** The operator API on the local server: its admin token. In AWS, pass a `fetch` that signs with SigV4. */
  operatorToken?: string;
  /**
   * How many times a request is sent again after a network failure, a 429 (after its Retry-After)
   * or a 502/503/504. Only reads, and writes of operations that honour an Idempotency-Key (which
   * always carry one), are sent again, so a retried write is applied once. Default 2.
   */
  retries?: number;
  /** The fetch to send requests with (a SigV4-signing fetch for the operator API in AWS). */
  fetch?: (request: Request) => Promise<Response>;
}

export type RewardsClient = Client<paths>;

const OPERATOR_PATH = /^\/admin\//;
const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Authentication by path: the member API gets the api_key, the operator API the admin token.
 * Writes that honour an Idempotency-Key get a fresh one when the caller gives none, so the
 * retries below apply them once; on any other operation a caller's key is dropped (the service
 * ignores it there), so such a write is never sent twice.
 */
function authentication(options: RewardsClientOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      // The retries below go by this header: only operations that honour it keep or get one.
      if (!idempotentOperations.has(`${request.method} ${schemaPath}`)) request.headers.delete(IDEMPOTENCY_HEADER);
      else if (!request.headers.has(IDEMPOTENCY_HEADER)) request.headers.set(IDEMPOTENCY_HEADER, crypto.randomUUID());
      if (OPERATOR_PATH.test(schemaPath)) {
        if (options.operatorToken) request.headers.set('authorization', `Bearer ${options.operatorToken}`);
        return request;
      }
      if (!options.apiKey) return request;
      if (options.apiKeyIn !== 'query') {
        request.headers.set('x-ct-authorization', `CTApiKey ${options.apiKey}`);
        return request;
      }
      const url = new URL(request.url);
      url.searchParams.set('api_key', options.apiKey);
      return new Request(url, request);
    },
  };
}

const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
const MAX_WAIT_MS = 10_000;

function retryingFetch(send: (request: Request) => Promise<Response>, retries: number) {
  return async (request: Request): Promise<Response> => {
    const repeatable = request.method === 'GET' || request.headers.has(IDEMPOTENCY_HEADER);
    for (let attempt = 0; ; attempt++) {
      const last = !repeatable || attempt >= retries;
      let response: Response;
      try {
        response = await send(last ? request : request.clone());
      } catch (error) {
        if (last) throw error;
        await pause(backoff(attempt));
        continue;
      }
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
      const retryAfter = Number(response.headers.get('retry-after'));
      await pause(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, MAX_WAIT_MS) : backoff(attempt));
    }
  };
}

const backoff = (attempt: number) => Math.min(100 * 2 ** attempt, MAX_WAIT_MS);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRewardsClient(options: RewardsClientOptions): RewardsClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: retryingFetch(send, options.retries ?? 2) });
  client.use(authentication(options));
  return client;
}

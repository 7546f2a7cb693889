import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { idempotentOperations, operationRoles, type paths, webhookEventTypes } from './generated/openapi.js';
import { type SigningKey, signRequest } from './signing.js';

export type { components, operations, paths } from './generated/openapi.js';
export type { SigningKey } from './signing.js';

/** The roles each operator operation admits, by "METHOD /path", as the API description's `x-roles` publish them. */
export const OPERATION_ROLES = operationRoles;
export type OperationKey = keyof typeof OPERATION_ROLES;
/** The events a webhook endpoint may subscribe to, in the API's order. */
export const WEBHOOK_EVENT_TYPES = webhookEventTypes;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * A typed client of the Rewards Program REST API v2. Paths, parameters, bodies and answers are
 * typed from docs/openapi.json (openapi-fetch over openapi-typescript's types); this module adds
 * only what the document cannot say: how a request is authenticated (an api_key, or signed
 * requests), a member's {user_id} as a string or a number, and safe retries of writes with an
 * Idempotency-Key.
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
  /**
   * A signing key (POST /admin/v1/clients/{client_id}/signing_keys): every member API request is
   * signed with it (`X-CT-Authorization: CTApiV2Auth`, `X-CT-Timestamp`), each attempt afresh, as a
   * client with `require_signed_requests` demands. It takes the place of the api_key's header.
   */
  signingKey?: SigningKey;
  /**
   * A member token (POST /v2/users/{user_id}/tokens from the program's server, or a member's
   * sign-in): the client acts as that one member, as a member's own app does, sending
   * `x-ct-user-token` and `x-ct-is-end-user: 1` in place of an api_key. With the token's `key`,
   * every request is also signed with it, as a program that requires signed requests demands.
   */
  memberToken?: { token: string; key?: string };
  /** The operator API's bearer token: the local server's admin token, or an access token of the operators' user pool (AWS). */
  operatorToken?: string;
  /**
   * How many times a request is sent again after a network failure, a 429 (after its Retry-After)
   * or a 502/503/504. Only reads, and writes of operations that honour an Idempotency-Key (which
   * always carry one), are sent again, so a retried write is applied once. Default 2.
   */
  retries?: number;
  /** The fetch to send requests with (e.g. one that adds a fresh client-credentials token to operator requests in AWS). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A member's {user_id}: its id as a string or a number, or the value its id_type names. */
export type UserId = string | number;

type WithUserId<PathParameters> = PathParameters extends object
  ? { [Name in keyof PathParameters]: Name extends 'user_id' ? UserId : PathParameters[Name] }
  : PathParameters;
type WithUserIdOperation<Operation> = Operation extends { parameters: { path: { user_id: unknown } } }
  ? {
      [Key in keyof Operation]: Key extends 'parameters'
        ? { [In in keyof Operation[Key]]: In extends 'path' ? WithUserId<Operation[Key][In]> : Operation[Key][In] }
        : Operation[Key];
    }
  : Operation;

/**
 * The API's paths as the client takes them: the document types {user_id} as a number on one
 * route and a string on the others; here every {user_id} takes either (a number is sent as its
 * decimal digits).
 */
export type ClientPaths = { [Path in keyof paths]: { [Method in keyof paths[Path]]: WithUserIdOperation<paths[Path][Method]> } };

export type RewardsClient = Client<ClientPaths>;

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
      if (options.memberToken) {
        request.headers.set('x-ct-user-token', options.memberToken.token);
        request.headers.set('x-ct-is-end-user', '1');
        return request;
      }
      if (!options.apiKey || options.signingKey) return request;
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

/** Signs each attempt of a member API request, so a write sent again carries a signature of its own. */
function signingFetch(send: (request: Request) => Promise<Response>, key: SigningKey, baseUrl: string) {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return async (request: Request): Promise<Response> => {
    if (!OPERATOR_PATH.test(new URL(request.url).pathname.slice(basePath.length))) await signRequest(request, key);
    return send(request);
  };
}

const backoff = (attempt: number) => Math.min(100 * 2 ** attempt, MAX_WAIT_MS);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRewardsClient(options: RewardsClientOptions): RewardsClient {
  const transport = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // A member's calls are signed with its token's key; the public key part is not read for them.
  const key = options.memberToken?.key ? { publicKey: 'member', secret: options.memberToken.key } : options.signingKey;
  const send = key ? signingFetch(transport, key, options.baseUrl) : transport;
  const client = createClient<ClientPaths>({ baseUrl: options.baseUrl, fetch: retryingFetch(send, options.retries ?? 2) });
  client.use(authentication(options));
  return client;
}

import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ROUTE_TIMEOUT_SECONDS, routeFunctionDescription } from '../lib/functions.js';
import { routes, type Route } from '../lib/routes.js';
import type { HttpResponse } from '../shared/http/response.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';
import { invokeInContainer, routesIsolated } from './route-containers.js';
import { bearerToken, verifyOperatorToken } from './operator-tokens.js';

/**
 * Turns a plain HTTP request into the API Gateway HTTP API (payload 2.0) event that the
 * deployed route would deliver, and runs the route's real handler. The local server and the
 * integration tests both go through here.
 */
export interface LocalRequest {
  method: string;
  /** Path without the query string, as sent (percent-encoded). */
  path: string;
  /** Query parameters; a repeated name's values joined with commas, as API Gateway does. */
  query?: Record<string, string>;
  /** The query string as sent; built from `query` when absent. */
  rawQuery?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The function's timeout, which sets the request's deadline; the route's own by default. */
  timeoutMs?: number;
  /** The caller's address as API Gateway would report it; 127.0.0.1 when not given. */
  sourceIp?: string;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResponse>;

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  params: string[];
}

const compiled: CompiledRoute[] = routes.map((route) => {
  const params: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), params };
});
// As API Gateway does, the most specific path wins: a literal segment before a {parameter}
// (GET /v2/users/delete/{user_id} before any /v2/users/{user_id}/... route).
const specificity = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');
compiled.sort((a, b) => specificity(a.route.path).localeCompare(specificity(b.route.path)));

export function matchRoute(method: string, path: string): { route: Route; pathParameters: Record<string, string> } | 'method_not_allowed' | undefined {
  let pathMatched = false;
  for (const { route, pattern, params } of compiled) {
    const match = pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method.toUpperCase()) continue;
    const pathParameters: Record<string, string> = {};
    params.forEach((name, index) => {
      const raw = match[index + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        pathParameters[name] = raw;
      }
    });
    return { route, pathParameters };
  }
  return pathMatched ? 'method_not_allowed' : undefined;
}

const handlers = new Map<string, Promise<Handler>>();
// First loads run one at a time: jest's ESM loader fails when two modules that share a
// dependency are linked concurrently, and a real Lambda loads one handler anyway.
let loading: Promise<unknown> = Promise.resolve();

function loadHandler(entry: string): Promise<Handler> {
  let loaded = handlers.get(entry);
  if (!loaded) {
    const url = pathToFileURL(resolve(ROOT, entry)).href;
    loaded = loading.then(() => import(url)).then((module: { handler: Handler }) => module.handler);
    loading = loaded.catch(() => undefined);
    handlers.set(entry, loaded);
  }
  return loaded;
}

const ROOT = resolve(new URL('..', import.meta.url).pathname);

function notFoundResponse(status: 404 | 405): HttpResponse {
  const body =
    status === 404 ? { error: 'page_not_found', message: 'no such route' } : { error: 'method_not_allowed', message: 'method not allowed on this route' };
  return { statusCode: status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

function unauthorizedResponse(): HttpResponse {
  return {
    statusCode: 401,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: 'unauthorized', message: 'the token is not valid (expired, or not signed by this service)' }),
  };
}

async function invokeInProcess(route: Route, event: APIGatewayProxyEventV2, timeoutMs: number | undefined): Promise<HttpResponse> {
  const handler = await loadHandler(route.entry);
  return runAsFunction(routeFunctionDescription(route), () => handler(event, lambdaContext(route.name, timeoutMs ?? ROUTE_TIMEOUT_SECONDS * 1000)));
}

export async function dispatch(request: LocalRequest): Promise<HttpResponse> {
  const matched = matchRoute(request.method, request.path);
  if (matched === undefined) return notFoundResponse(404);
  if (matched === 'method_not_allowed') return notFoundResponse(405);
  const { route, pathParameters } = matched;
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const query = request.query ?? {};
  const rawQueryString = request.rawQuery ?? new URLSearchParams(query).toString();
  const now = Date.now();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: request.path,
    rawQueryString,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: request.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
  if (route.auth === 'operator') {
    // API Gateway's JWT authorizer: a bearer token is verified before the function runs, and refused there if it fails.
    const token = bearerToken(headers.authorization);
    if (token) {
      const jwt = await verifyOperatorToken(token);
      if (!jwt) return unauthorizedResponse();
      event.requestContext = { ...event.requestContext, authorizer: { jwt } } as APIGatewayProxyEventV2['requestContext'];
    }
  }
  const answer = routesIsolated() ? await invokeInContainer(route, event) : await invokeInProcess(route, event, request.timeoutMs);
  // API Gateway names its request id on every answer, as the access log and the audit log do.
  return { ...answer, headers: { ...answer.headers, 'apigw-requestid': event.requestContext.requestId } };
}

export type Dispatch = (request: LocalRequest) => Promise<HttpResponse>;

/**
 * The local server's stand-in for a request object's S3 event: once one of `routeNames` answers
 * success, `start` runs in the background what its answer asked for (an export, a segment's build,
 * a simulation), as the object's arrival in the bucket does in AWS; a failure goes to `onFailed`.
 */
export function startingAfter<Answer>(
  dispatchTo: Dispatch,
  routeNames: readonly string[],
  start: (clientId: string, answer: Answer) => Promise<void> | undefined,
  onFailed: (answer: Answer, error: unknown) => void,
): Dispatch {
  return async (request) => {
    const response = await dispatchTo(request);
    if (response.statusCode >= 300) return response;
    const matched = matchRoute(request.method, request.path);
    if (matched && matched !== 'method_not_allowed' && routeNames.includes(matched.route.name)) {
      const answer = JSON.parse(response.body) as Answer;
      void start(decodeURIComponent(matched.pathParameters.client_id ?? ''), answer)?.catch((error: unknown) => onFailed(answer, error));
    }
    return response;
  };
}

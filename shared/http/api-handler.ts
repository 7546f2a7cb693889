import { createHash, timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { config } from '../config.js';
import { readClient } from '../programs/index.js';
import { findMember, IdTypeSchema, memberDoesNotExist, type IdType } from '../members/member-lookup.js';
import { type AnyRouteContract, type Auth, isAudited, type MemberOption, type RouteContract } from './route-contract.js';
import { formBodies } from './form-bodies.js';
import { clientAuth, holdToTokenMember, refuseMemberToken, tokenMemberNamed } from './client-auth.js';
import type { Middleware, Request, Scope, ScopedContext } from './request-scope.js';
import { auditTrail, targetsOf } from '../audit/index.js';
import { withRequestRecord } from '../data/request-record.js';
import { operatorAsGranted, operatorFromToken, type Operator, type VerifiedToken } from '../operators/index.js';
import { OWNERS } from '../operators/operator-roles.js';
import { ApiError, type ErrorCode, inputError, paramError } from '../errors.js';
import { IdempotentRequest, recordedAnswer, runIdempotent } from '../data/idempotency.js';
import type { ClientRequest, MemberRequest, RequestContext } from '../requests/index.js';
import { logger } from '../support/logger.js';
import { atInstant, nowMillis, nowSeconds } from '../support/clock.js';
import { json, ok, type HttpResponse } from './response.js';
import { parseBody, parseParams } from './validation.js';
import { flushingMetrics, requestTelemetry } from './telemetry.js';
import { withinDeadline } from './deadline-scope.js';
import { currentDeadline } from '../data/request-deadline.js';
import { takeTurn } from '../data/turns.js';
import { getMember, memberKey } from '../member-store/index.js';
import { present } from '../support/present.js';

/** Bodies above this size are refused before parsing. */
export const MAX_BODY_BYTES = 128 * 1024;

/**
 * What a handler receives: the request context the middleware stack built once (the client and
 * member where the route has them, and the answer record of an idempotent request), which it hands to the domain function it calls, and the validated input.
 */
export type HandlerInput<Q, P, B, A extends Auth, M> = (A extends 'api_key'
  ? M extends MemberOption
    ? MemberRequest
    : ClientRequest
  : A extends 'operator'
    ? M extends MemberOption
      ? MemberRequest & { operator: Operator }
      : RequestContext & { operator: Operator }
    : RequestContext) & {
  query: Q;
  path: P;
  body: B;
  idType: IdType;
  headers: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
};

/**
 * What the function adds about a request to every line it writes of it: the route key (never the
 * path or the query string, which hold member identifiers and the api_key) and the client. The
 * Lambda request id and API Gateway's (function_request_id and correlation_id) are on every line
 * already (shared/http/telemetry.ts).
 */
const REQUEST_LOG_FIELDS = (request: Request) => ({
  route: request.event.routeKey,
  clientId: request.context.scope?.client?.clientId,
});

/** Maps every failure to {error, message}; nothing internal reaches the body. */
const errorMapping = (): Middleware => ({
  onError: async (request) => {
    const error = request.error;
    const answer = (status: number, code: ErrorCode, message: string, headers?: Record<string, string>) => {
      request.response = json(status, { error: code, message }, headers);
      if (request.context.scope) request.context.scope.errorCode = code;
    };
    if (error instanceof ApiError) return answer(error.status, error.code, error.message, error.headers);
    const status = (error as { statusCode?: number } | null)?.statusCode;
    // Raised by a Middy parser: the request itself was malformed.
    if (typeof status === 'number' && status >= 400 && status < 500)
      return answer(400, 'input_error', 'request body must be valid JSON sent as application/json');
    logger.error('unhandled error', { ...REQUEST_LOG_FIELDS(request), error: error as Error });
    return answer(500, 'internal_error', 'an internal error occurred');
  },
});

/**
 * The function's line about a request. API Gateway's access log records every request already
 * (route, status, latency, both request ids: lib/api-stack.ts), so an answer that went through is
 * logged at DEBUG, which a deployment samples (POWERTOOLS_LOGGER_SAMPLE_RATE); a refused or
 * failed one (4xx, 5xx) at INFO, with what only the function knows: the client and the error.
 * Writing every answer twice would double what CloudWatch Logs ingests per request.
 */
const accessLog = (): Middleware => {
  const write = async (request: Request) => {
    const status = request.response?.statusCode ?? 500;
    const durationMs = Date.now() - (request.context.scope?.startedAt ?? Date.now());
    if (status < 400) {
      logger.debug('request', { ...REQUEST_LOG_FIELDS(request), status, durationMs });
      return;
    }
    logger.info('request', { ...REQUEST_LOG_FIELDS(request), status, durationMs, error: request.context.scope?.errorCode });
  };
  return { after: write, onError: write };
};

const openScope = (): Middleware => ({
  before: async (request) => {
    request.context.scope = { idType: 'id', query: {}, path: {}, body: undefined, startedAt: Date.now() };
  },
});

const bodySizeCap = (): Middleware => ({
  before: async ({ event }) => {
    if (event.body && Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES) {
      throw inputError(`request body must be at most ${MAX_BODY_BYTES} bytes`);
    }
  },
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOCAL_ADMIN = 'local-admin';

/** Locally, the admin token: an owner, for scripts. */
function adminTokenOperator(event: APIGatewayProxyEventV2): Operator | undefined {
  const token = config().adminToken;
  const header = event.headers?.authorization ?? event.headers?.Authorization ?? '';
  return token && sameSecret(header, `Bearer ${token}`) ? { id: LOCAL_ADMIN, name: LOCAL_ADMIN, role: 'owner' } : undefined;
}

/**
 * Operator routes: the caller must be an operator (401 otherwise) whose role the route's
 * contract lists (403 forbidden otherwise). A contract that lists no roles admits owners only.
 */
const operatorAuth = (contract: RouteContract): Middleware => ({
  before: async (request) => {
    // The verified token API Gateway's JWT authorizer (or the local server in its place) put in the event, else the local admin token.
    const jwt = (request.event.requestContext as { authorizer?: { jwt?: VerifiedToken } }).authorizer?.jwt;
    if (!jwt) refuseMemberToken(request.event);
    const named = jwt ? operatorFromToken(jwt) : adminTokenOperator(request.event);
    // A person acts as their account stands now (a changed role, a disabled account, a sign-out), not as their token was issued.
    const operator = named?.signedIn ? await operatorAsGranted(named, named.signedIn.issuedAt) : named;
    // A verified token that names no role is someone, but no operator.
    if (!operator) throw jwt ? new ApiError('forbidden', 'the token names no operator role') : new ApiError('unauthorized', 'operator credentials required');
    const roles = contract.roles ?? OWNERS;
    if (!roles.includes(operator.role)) throw new ApiError('forbidden', `the ${operator.role} role may not call ${contract.name}`);
    request.context.scope.operator = operator;
  },
});

/**
 * The program a request acts for: the api_key's client on client routes; on operator routes, the
 * program its path names (read, beside the member, by member resolution).
 */
const programIdOf = (scope: Scope): string => scope.client?.clientId ?? present((scope.path as { client_id?: string }).client_id, 'the program of the request');

const validation = (contract: RouteContract) => ({
  before: async (request: Request) => {
    const { scope } = request.context;
    const { event } = request;
    if (contract.params) scope.path = parseParams(contract.params, event.pathParameters ?? {});
    if (contract.query) scope.query = parseParams(contract.query, event.queryStringParameters ?? {});
    if (contract.body) scope.body = parseBody(contract.body, event.body);
  },
});

/**
 * Resolves the {user_id} segment by id_type. A write then takes its turn at the member (see
 * takeTurn): requests that change one member in this container go one after the other, each
 * with a member read after the one before it finished, and give up with 409 at their
 * contention deadline.
 */
const memberResolution = (option: MemberOption): Middleware => {
  const handOn = async (request: Request) => {
    request.context.scope?.turn?.leave();
  };
  return {
    before: async (request) => {
      const { scope } = request.context;
      const idType = parseParams(IdTypeSchema, request.event.queryStringParameters?.id_type);
      if (option.idTypes && !option.idTypes.includes(idType)) throw paramError('unknown id_type');
      scope.idType = idType;
      // Client routes name the member {user_id}; operator routes, under their program, {member_id}.
      const userId = request.event.pathParameters?.user_id ?? request.event.pathParameters?.member_id;
      if (!userId) throw paramError('user_id is required');
      const clientId = programIdOf(scope);
      // An operator route's program is read beside its member: one round trip for both, and an unknown program answers 404.
      const [client, found] = await Promise.all([
        scope.client ?? readClient(clientId),
        tokenMemberNamed(scope, idType, userId) ?? findMember(clientId, idType, userId),
      ]);
      scope.client = client;
      holdToTokenMember(scope, found);
      let member = found;
      if (member && request.event.requestContext.http.method !== 'GET') {
        scope.turn = await takeTurn(memberKey(clientId, member.id).PK, currentDeadline()?.retryUntil);
        if (scope.turn.waited) member = await getMember(clientId, member.id, true);
      }
      if (!member) {
        // Gone while this request waited: hand the turn on now, as an early answer skips every after stage.
        scope.turn?.leave();
        // A repeat of a request that removed the member (a deletion) answers what the first answered.
        const recorded = scope.idempotency && (await recordedAnswer(scope.idempotency.request));
        if (recorded) return ok(recorded.result);
        throw memberDoesNotExist(option.notFound, option.notFoundStatus);
      }
      scope.member = member;
      return undefined;
    },
    after: handOn,
    onError: handOn,
  };
};

const IdempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII');

const idempotencyGuard = (): Middleware => ({
  before: async (request) => {
    const { event, context } = request;
    const header = event.headers?.['idempotency-key'];
    if (header === undefined) return undefined;
    const key = parseBody(IdempotencyKeyHeader, header);
    const { api_key: _secret, ...query } = event.queryStringParameters ?? {};
    const requestHash = createHash('sha256')
      .update(JSON.stringify([event.routeKey, event.pathParameters ?? {}, Object.entries(query).sort(), context.scope.body ?? null]))
      .digest('hex');
    // No read here: the answer record goes into the request's transaction under a not-exists
    // condition, so a repeat finds the first answer when that condition (or its own work) fails.
    context.scope.idempotency = new IdempotentRequest({ clientId: programIdOf(context.scope), key, requestHash }, nowSeconds());
    return undefined;
  },
});

/** Holds the clock at the instant the request arrived for everything the request runs. */
const atRequestInstant =
  <E, C, R>(handler: (event: E, context: C) => Promise<R>) =>
  (event: E, context: C): Promise<R> =>
    atInstant(nowSeconds(), () => handler(event, context));

/**
 * A route's handler, built from its contract by the one middleware stack every route uses, in order: telemetry (Lambda context and correlation
 * id on the log lines; business metrics flushed around the stack), scope, logging, error mapping, body
 * size cap, authentication (api_key or operator), JSON body parsing, zod validation of path,
 * query and body, idempotency replay, and member resolution by id_type.
 */
export function apiHandler<
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
  A extends Auth = 'api_key',
  M extends MemberOption | undefined = undefined,
>(contract: RouteContract<Q, P, B, A, M>) {
  return {
    handler(fn: (input: HandlerInput<z.infer<Q>, z.infer<P>, z.infer<B>, A, M>) => Promise<HttpResponse>) {
      const stack = middy<APIGatewayProxyEventV2, HttpResponse, Error, ScopedContext>()
        .use(requestTelemetry())
        .use(openScope())
        .use(accessLog())
        .use(errorMapping())
        .use(bodySizeCap());
      if (contract.auth === 'api_key') stack.use(clientAuth(contract as AnyRouteContract));
      if (contract.auth === 'operator') stack.use(operatorAuth(contract));
      if (contract.formBodies) stack.use(formBodies());
      if (contract.body) stack.use(httpJsonBodyParser({ disableContentTypeError: false }) as never);
      stack.use(validation(contract as never));
      if (contract.idempotent) stack.use(idempotencyGuard());
      if (contract.member) stack.use(memberResolution(contract.member));
      const audited = isAudited(contract as RouteContract);
      const handler = stack.handler(async (event, context) => {
        const { scope } = context;
        const run = () =>
          fn({
            answerRecord: scope.idempotency,
            client: scope.client,
            member: scope.member,
            operator: scope.operator,
            query: scope.query,
            path: scope.path,
            body: scope.body,
            idType: scope.idType,
            headers: event.headers ?? {},
            event,
          } as unknown as HandlerInput<z.infer<Q>, z.infer<P>, z.infer<B>, A, M>);
        const answer = () => (scope.idempotency ? runIdempotent(scope.idempotency, run, (result) => ok(result)) : run());
        if (!scope.operator || !audited) return answer();
        const path = scope.path as Record<string, unknown>;
        const trail = auditTrail({
          operator: scope.operator,
          operation: contract.name,
          route: event.routeKey,
          requestId: event.requestContext?.requestId ?? context.awsRequestId,
          at: nowMillis(),
          clientId: typeof path.client_id === 'string' ? path.client_id : undefined,
          targets: targetsOf(path),
          body: scope.body,
        });
        const response = await withRequestRecord(trail.record, answer);
        await trail.finish(response);
        return response;
      });
      // The contract travels with the handler, so a test can tell which contract each handler serves.
      return Object.assign(flushingMetrics(atRequestInstant(withinDeadline(handler))), { contract: contract as RouteContract });
    },
  };
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.js';
// The token check alone, not the sign-ins: the middleware loads no member writes.
import { authenticateMemberCall } from '../member-tokens/member-tokens.js';
import type { MemberRecord } from '../members/member-lookup.js';
import { authenticateClient } from '../programs/request-auth.js';
import { enforceRateLimit } from '../programs/rate-limit.js';
import type { Middleware, Scope } from './request-scope.js';
import type { AnyRouteContract } from './route-contract.js';

/** The header a member's own app sends its token in (the hosted API's user tokens). */
export const MEMBER_TOKEN_HEADER = 'x-ct-user-token';

/** What a signature covers, as the request arrived: method, raw body, Content-Type, timestamp, path and query. */
function signedPartsOf(event: APIGatewayProxyEventV2) {
  const headers = event.headers ?? {};
  const body = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  return {
    method: event.requestContext.http.method,
    body,
    contentType: headers['content-type'] ?? '',
    timestamp: headers['x-ct-timestamp'] ?? '',
    uri: event.rawQueryString ? `${event.rawPath}?${event.rawQueryString}` : event.rawPath,
  };
}

/**
 * Client routes: the program's api_key (in any of its forms), counted against the program's rate
 * limit; or, where the contract opens the route to members (memberToken), a member token, which
 * names the program and the one member the call may act for, counted against that member's limit.
 */
export const clientAuth = (contract: AnyRouteContract): Middleware => ({
  before: async (request) => {
    const { event } = request;
    const headers = event.headers ?? {};
    const token = headers[MEMBER_TOKEN_HEADER];
    if (token !== undefined) {
      if (!contract.memberToken) throw new ApiError('forbidden', `a member token may not call ${contract.name}`);
      const call = await authenticateMemberCall({
        token,
        endUser: headers['x-ct-is-end-user'],
        authorization: headers['x-ct-authorization'],
        queryApiKey: event.queryStringParameters?.api_key,
        request: signedPartsOf(event),
      });
      request.context.scope.client = call.client;
      request.context.scope.tokenMember = call.member;
      return;
    }
    const client = await authenticateClient({
      authorization: headers['x-ct-authorization'],
      queryApiKey: event.queryStringParameters?.api_key,
      request: signedPartsOf(event),
      sourceIp: event.requestContext?.http?.sourceIp,
    });
    request.context.scope.client = client;
    await enforceRateLimit(client);
  },
});

/** Operator routes refuse a member token outright: no member acts as an operator. */
export function refuseMemberToken(event: APIGatewayProxyEventV2): void {
  if (event.headers?.[MEMBER_TOKEN_HEADER] !== undefined) throw new ApiError('forbidden', 'a member token may not call operator routes');
}

/**
 * The member a member call's path names by id, when it is the token's own: read already, with the
 * token (consistently), so member resolution needs no second read.
 */
export const tokenMemberNamed = (scope: Scope, idType: string, userId: string): MemberRecord | undefined =>
  scope.tokenMember && idType === 'id' && userId === String(scope.tokenMember.id) ? scope.tokenMember : undefined;

/**
 * On a member call, the member the path names must be the token's own, whatever id type named it;
 * a member that does not exist is refused the same way, so a token cannot tell which others exist.
 */
export function holdToTokenMember(scope: Scope, member: MemberRecord | undefined): void {
  if (scope.tokenMember === undefined) return;
  if (member?.id !== scope.tokenMember.id) throw new ApiError('forbidden', "a member token opens only its own member's data");
}

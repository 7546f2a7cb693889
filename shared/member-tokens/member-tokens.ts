import { ApiError } from '../errors.js';
import type { MemberRecord } from '../member-store/index.js';
import {
  checkSignedRequest,
  type ClientRecord,
  enforceMemberRateLimit,
  findClient,
  MAX_MEMBER_TOKEN_DAYS,
  parseAuthorization,
  type SignedRequest,
} from '../programs/index.js';
import { nowMillis } from '../support/clock.js';
import { formatToken, newSigningKey, newTokenSecret, parseToken, secretHash } from './token-format.js';
import { putToken, readTokenAndSignOut, recordSignOut } from './token-repository.js';

/**
 * Member tokens: what lets a member's own app call the API as that member and no one else, with
 * no api_key. Issued server to server (an api_key holder vouches for the member) or by the
 * member's password; each comes with a key the app signs its calls with when the program
 * requires signed requests, as the hosted API's user tokens do.
 */

/** What a member token answers to its issuer: the token, the key its calls are signed with, and when it stops working. */
export interface IssuedToken {
  token: string;
  key: string;
  expires_at: number;
  user_id: string;
}

/** How a token came to be, kept on it for the support desk and the audit of sign-ins. */
export type TokenIssuer = 'server' | 'hosted_sign_in' | 'password';

const DAY = 86_400;

/** Issues a token for the member, living `days` (the program's member_token_days when not named; at most six months). */
export async function issueMemberToken(client: ClientRecord, member: MemberRecord, via: TokenIssuer, days?: number): Promise<IssuedToken> {
  const lifetimeDays = Math.min(days ?? client.settings.member_token_days, MAX_MEMBER_TOKEN_DAYS);
  const issuedAtMs = nowMillis();
  const secret = newTokenSecret();
  const signingKey = newSigningKey();
  const expiresAt = Math.floor(issuedAtMs / 1000) + lifetimeDays * DAY;
  await putToken(client.clientId, member.id, secretHash(secret), { signingKey, issuedAtMs, expiresAt }, via);
  return { token: formatToken({ clientId: client.clientId, memberId: member.id, secret }), key: signingKey, expires_at: expiresAt, user_id: String(member.id) };
}

/** Every token the member holds is refused from now on (sign out everywhere). */
export async function signOutEverywhere(client: ClientRecord, member: MemberRecord): Promise<void> {
  await recordSignOut(client.clientId, member.id, nowMillis());
}

/** What a member call presents, taken from the request by the middleware. */
export interface MemberCredentials {
  /** x-ct-user-token. */
  token: string;
  /** x-ct-is-end-user, when sent. */
  endUser: string | undefined;
  /** X-CT-Authorization, when sent: on a member call, only a signature made with the token's key. */
  authorization: string | undefined;
  /** ?api_key=, when sent: never on a member call. */
  queryApiKey: string | undefined;
  request: SignedRequest;
}

/** A member call, authenticated: its program and the one member its token opens. */
export interface MemberCall {
  client: ClientRecord;
  /** The token's member, as read (consistently) with the token: member resolution uses it when the path names it by id. */
  member: MemberRecord;
}

const refused = (message: string) => new ApiError('unauthorized', message);

/**
 * The program and member a member call acts for. The token must be one the service issued, of a
 * member not deleted, not expired, and issued after the member last signed out everywhere (read consistently, so a
 * sign-out holds from the next call). A program that requires signed requests needs the call
 * signed with the token's key (X-CT-Authorization: CTApiV2Auth <public key>:<signature>); a
 * signature sent to any other program is checked all the same. Then the member's own rate limit.
 */
export async function authenticateMemberCall(credentials: MemberCredentials): Promise<MemberCall> {
  if (credentials.endUser !== undefined && credentials.endUser.trim() !== '1') {
    throw new ApiError('input_error', 'x-ct-is-end-user must be 1 on a call with a member token');
  }
  const authorization = parseAuthorization(credentials.authorization);
  if (credentials.queryApiKey !== undefined || authorization?.scheme === 'api_key') {
    throw new ApiError('invalid_auth', 'a call carries either a member token or an api_key, not both');
  }
  if (authorization?.scheme === 'invalid') throw refused('X-CT-Authorization must be CTApiV2Auth <public key>:<signature> on a member call');
  const parts = parseToken(credentials.token);
  if (!parts) throw refused('invalid member token');
  const [client, stored] = await Promise.all([findClient(parts.clientId), readTokenAndSignOut(parts.clientId, parts.memberId, secretHash(parts.secret))]);
  const { token, signedOutAtMs, member } = stored;
  // A deleted member's tokens die with the deletion request, before the erasure takes them.
  if (!client || !token || !member) throw refused('invalid member token');
  if (token.expiresAt * 1000 <= nowMillis()) throw refused('the member token has expired');
  if (token.issuedAtMs <= signedOutAtMs) throw refused('the member token was revoked: the member signed out everywhere');
  if (authorization?.scheme === 'signed') {
    await checkSignedRequest(client.clientId, token.signingKey, authorization.signature, credentials.request);
  } else if (client.settings.require_signed_requests) {
    throw refused('this program accepts signed member calls only: sign with the key the token came with (X-CT-Authorization: CTApiV2Auth)');
  }
  await enforceMemberRateLimit(client, parts.memberId);
  return { client, member };
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * A member token names its program and member and carries a random secret:
 * `mt1.<program, base64url>.<member id>.<secret>`. The program and member let a request find the
 * token's item with one read and no index; only the secret's hash is stored.
 */
export interface TokenParts {
  clientId: string;
  memberId: number;
  secret: string;
}

const PREFIX = 'mt1';

export function newTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The key a member signs its calls with (the hosted API's "key" of a user token). */
export function newSigningKey(): string {
  return `mk_${randomBytes(32).toString('base64url')}`;
}

export function formatToken({ clientId, memberId, secret }: TokenParts): string {
  return [PREFIX, Buffer.from(clientId, 'utf8').toString('base64url'), memberId, secret].join('.');
}

/** The parts of a token as sent; undefined when it is not one of ours. */
export function parseToken(token: string): TokenParts | undefined {
  if (token.length > 400) return undefined;
  const [prefix, program, member, secret, ...rest] = token.trim().split('.');
  if (prefix !== PREFIX || !program || !member || !secret || rest.length > 0) return undefined;
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret) || !/^[1-9]\d{0,15}$/.test(member)) return undefined;
  const clientId = Buffer.from(program, 'base64url').toString('utf8');
  const memberId = Number(member);
  if (!clientId || !Number.isSafeInteger(memberId)) return undefined;
  return { clientId, memberId, secret };
}

export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

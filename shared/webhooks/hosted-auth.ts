import type { WebhookRecord } from './webhook-repository.js';

/**
 * A hosted-format endpoint's authentication, as the hosted Live Push pages describe it: Basic
 * (base64 of `username:password`) or an `x-api-key` header; the operator sees only hints of it.
 */

type StoredAuth = NonNullable<WebhookRecord['auth']>;

/** A secret's last four characters when it is long enough to keep most of it hidden, else nothing of it. */
const HINT_SHOWS = 4;
const HINT_MIN_LENGTH = 12;
export const secretHint = (secret: string): string => `****${secret.length >= HINT_MIN_LENGTH ? secret.slice(-HINT_SHOWS) : ''}`;

/** The auth as answered to the operator: the username (not a secret), hints of the password or key. */
export function authView(auth: StoredAuth | null) {
  if (!auth) return null;
  return auth.type === 'basic'
    ? { type: auth.type, username: auth.username, password_hint: secretHint(auth.password) }
    : { type: auth.type, api_key_hint: secretHint(auth.api_key) };
}

/** The headers that authenticate a hosted push; none for an endpoint without auth. */
export function authHeaders(auth: StoredAuth | null | undefined): Record<string, string> {
  if (!auth) return {};
  if (auth.type === 'api_key') return { 'x-api-key': auth.api_key };
  return { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`, 'utf8').toString('base64')}` };
}

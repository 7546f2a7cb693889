import { ApiError } from '../errors.js';
import { nowMillis } from '../support/clock.js';
import { ExpiringCache } from '../support/expiring-cache.js';
import type { Operator } from './operator-identity.js';
import { findOperatorBySubject, getOperatorGrant, type OperatorGrant, recordSignOut } from './operator-repository.js';

/**
 * A person's token says who they are; what they may do is read from their account's grant on
 * each request. A token stays valid for its hour in API Gateway's authorizer (and Cognito's
 * revocation does not reach an access token already issued), so a disabled account, a changed
 * role or a sign-out is applied here: the next request is refused, or served under the new role.
 *
 * The grant is one small item read by the tokens' subject (half a read unit), remembered by each
 * container for GRANT_CACHE_MS so a page's burst of calls reads it once: a change reaches every
 * container within that, plus DynamoDB's eventual consistency (well under a second).
 */
export const GRANT_CACHE_MS = 2_000;

const grants = new ExpiringCache<OperatorGrant | null>({ maxEntries: 1_000, ttlMs: GRANT_CACHE_MS });

/** The grant of `subject`'s tokens; an account made before grants were kept has its own read instead. */
async function grantOf(subject: string): Promise<OperatorGrant | undefined> {
  const remembered = grants.get(subject);
  if (remembered !== undefined) return remembered ?? undefined;
  let grant = await getOperatorGrant(subject);
  if (!grant) {
    const account = await findOperatorBySubject(subject);
    grant = account && { operator_id: account.operator_id, role: account.role, status: account.status };
  }
  grants.set(subject, grant ?? null);
  return grant;
}

/** Forgets what this container remembers of a grant it has just changed; other containers see it within GRANT_CACHE_MS. */
export const forgetGrant = (subject: string): void => grants.delete(subject);

const refused = (message: string) => new ApiError('unauthorized', message);

/**
 * The operator a person's verified token names, as their account stands now: refused (401) when
 * the account is gone or disabled, or the token was issued before the operator signed out; else
 * with the role the account has now, whatever role the token was issued with.
 */
export async function operatorAsGranted(operator: Operator, issuedAt: number): Promise<Operator> {
  const grant = await grantOf(operator.id);
  if (!grant) throw refused('no operator account has this sign-in; ask an owner for an invitation');
  if (grant.status === 'disabled') throw refused('this operator account is disabled');
  if (grant.signed_out_at !== undefined && issuedAt <= grant.signed_out_at) throw refused('this session has ended: sign in again');
  return { ...operator, role: grant.role, signedIn: { issuedAt, grant } };
}

/**
 * Ends every session of the calling operator: their tokens issued until now are refused from
 * their next request (this container at once, every other within GRANT_CACHE_MS).
 */
export async function signOutOperator(operator: Operator): Promise<void> {
  // A machine's token (and the local admin token) is no session: it ends with its hour, or when its app client goes.
  const grant = operator.signedIn?.grant;
  if (!grant) throw new ApiError('forbidden', 'only an operator signed in as a person has a session to end');
  // To the millisecond: a token's iat is a NumericDate, which may carry a fraction (the local issuer's do).
  await recordSignOut(operator.id, grant, nowMillis() / 1000);
  forgetGrant(operator.id);
}

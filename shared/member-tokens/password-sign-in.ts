import type * as z from 'zod';
import { ApiError } from '../errors.js';
import { findMember } from '../members/index.js';
import { findClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { passwordMatchesAccount } from '../support/passwords.js';
import { type IssuedToken, issueMemberToken } from './member-tokens.js';
import { clearFailures, countFailure, refuseBusySource, refuseLockedMember } from './sign-in-guard.js';
import type { PasswordSignInBody } from './token-requests.js';

/**
 * A member's own sign-in with the password it was created with (hashed as every member password
 * is: shared/support/passwords.ts), from its app, with no api_key: the body names the program.
 * Every refusal answers the same words and takes as long (an unknown program or member still
 * costs a hash check), so it tells nobody which members exist or have a password. Throttled per
 * source and per member (sign-in-guard.ts).
 */
export async function signInWithPassword(body: z.infer<typeof PasswordSignInBody>, sourceIp: string | undefined): Promise<IssuedToken> {
  const now = nowSeconds();
  const source = sourceIp ?? 'unknown';
  // The program, the source's count and the member are read at once; a member named by id has its
  // lock read with them too, by any other id type once it is found.
  const byId = body.id_type === 'id' ? Number(body.user_id) : Number.NaN;
  const [client, , found, lockedById] = await Promise.all([
    findClient(body.client_id),
    refuseBusySource(source, now),
    findMember(body.client_id, body.id_type, String(body.user_id)),
    Number.isSafeInteger(byId) ? refuseLockedMember(body.client_id, byId, now) : undefined,
  ]);
  const member = client && found;
  const failedBefore = !member ? false : (lockedById ?? (await refuseLockedMember(client.clientId, member.id, now)));
  const stored = typeof member?.password_hash === 'string' ? member.password_hash : undefined;
  const matches = await passwordMatchesAccount(body.password, stored);
  if (!client || !member || !matches || member.is_active === false) {
    await countFailure(source, member && client && { clientId: client.clientId, memberId: member.id }, now);
    throw new ApiError('unauthorized', 'program, member or password not recognised');
  }
  if (failedBefore) await clearFailures(client.clientId, member.id);
  return issueMemberToken(client, member, 'password');
}

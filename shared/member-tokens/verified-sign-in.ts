import type * as z from 'zod';
import { ApiError } from '../errors.js';
import { findMember } from '../members/index.js';
import type { ClientRequest } from '../requests/index.js';
import { type IssuedToken, issueMemberToken } from './member-tokens.js';
import type { ClientUserSignInBody } from './token-requests.js';

/**
 * The hosted API's server-to-server sign-in of a member the program has verified itself (its
 * "Client Owned Registration, Pre-verified Member"): the member named by username or e-mail
 * address gets a token for the program's member_token_days.
 */
export async function signInVerifiedMember({ client }: ClientRequest, body: z.infer<typeof ClientUserSignInBody>): Promise<IssuedToken> {
  const member =
    body.username !== undefined
      ? await findMember(client.clientId, 'username', body.username)
      : await findMember(client.clientId, 'email', body.email_address ?? '');
  if (!member) throw new ApiError('page_not_found', 'user does not exist', {}, 404);
  return issueMemberToken(client, member, 'hosted_sign_in');
}

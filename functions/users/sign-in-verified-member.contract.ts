import { routeContract } from '../../shared/http/route-contract.js';
import { ClientUserSignInBody } from '../../shared/member-tokens/token-requests.js';

/**
 * The hosted API's "Obtaining a User Token (Client Owned Registration, Pre-verified Member)":
 * server to server, a member the program verified itself, by username or e-mail address; the body
 * as a form (as the hosted page sends it) or JSON.
 */
export const signInVerifiedMemberRoute = routeContract({
  method: 'POST',
  path: '/http/v2/client-user-auth-sign-in',
  name: 'SignInVerifiedMember',
  handler: 'functions/users/sign-in-verified-member.ts',
  access: 'write',
  auth: 'api_key',
  formBodies: true,
  body: ClientUserSignInBody,
  answers: { 200: 'MemberToken' },
  errors: [['page_not_found', 404]],
});

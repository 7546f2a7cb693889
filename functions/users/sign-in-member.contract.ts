import { routeContract } from '../../shared/http/route-contract.js';
import { PasswordSignInBody } from '../../shared/member-tokens/token-requests.js';

/**
 * A member's own sign-in with its password, from its app: no api_key (the app holds none), the
 * body names the program. Throttled per member and per source, with a lockout after repeated
 * failures. Members created without a password sign in through their program (POST
 * /v2/users/{user_id}/tokens or the hosted client-user-auth-sign-in).
 */
export const signInMemberRoute = routeContract({
  method: 'POST',
  path: '/v2/users/sign_in',
  name: 'SignInMember',
  handler: 'functions/users/sign-in-member.ts',
  access: 'write',
  auth: 'public',
  body: PasswordSignInBody,
  answers: { 200: 'MemberToken' },
});

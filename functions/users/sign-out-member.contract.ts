import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';

/** Signs the member out everywhere: every token it holds answers 401 from the next call on. The member's own app may call it. */
export const signOutMemberRoute = routeContract({
  method: 'DELETE',
  path: '/v2/users/{user_id}/tokens',
  name: 'SignOutMember',
  handler: 'functions/users/sign-out-member.ts',
  access: 'write',
  auth: 'api_key',
  memberToken: true,
  query: MemberIdTypeQuery,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  answers: { 204: null },
});

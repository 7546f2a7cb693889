import { routeContract } from '../../shared/http/route-contract.js';
import { IssueTokenQuery } from '../../shared/member-tokens/token-requests.js';

/** A member token issued server to server: the program's server vouches for the member and hands the token to the member's app. */
export const issueMemberTokenRoute = routeContract({
  method: 'POST',
  path: '/v2/users/{user_id}/tokens',
  name: 'IssueMemberToken',
  handler: 'functions/users/issue-member-token.ts',
  access: 'write',
  auth: 'api_key',
  query: IssueTokenQuery,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  answers: { 201: 'MemberToken' },
});

import { routeContract } from '../../shared/http/route-contract.js';

export const getUserRankRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/rank',
  name: 'GetUserRank',
  handler: 'functions/users/get-user-rank.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'param_error' },
  answers: { 200: 'Rank' },
});

import { routeContract } from '../../shared/http/route-contract.js';
import { HistoryQuery } from '../../shared/points/points-requests.js';

export const getUserPointsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/points',
  name: 'GetUserPoints',
  handler: 'functions/users/get-user-points.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: HistoryQuery,
  member: { notFound: 'param_error' },
  answers: { 200: 'PointsSummary' },
});

import { routeContract } from '../../shared/http/route-contract.js';
import { ActivityHistoryQuery } from '../../shared/points/points-requests.js';

export const getActivityHistoryRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/activity_history',
  name: 'GetActivityHistory',
  handler: 'functions/users/get-activity-history.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: ActivityHistoryQuery,
  member: { notFound: 'param_error' },
  answers: { 200: 'ActivityHistory' },
});

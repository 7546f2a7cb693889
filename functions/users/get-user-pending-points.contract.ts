import { routeContract } from '../../shared/http/route-contract.js';

export const getUserPendingPointsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/points/pending',
  name: 'GetUserPendingPoints',
  handler: 'functions/users/get-user-pending-points.ts',
  access: 'write',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'PendingPoints' },
  errors: ['no_activities'],
});

import { routeContract } from '../../shared/http/route-contract.js';

export const getPointsExpirationRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/points_expiration',
  name: 'GetPointsExpiration',
  handler: 'functions/users/get-points-expiration.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'PointsExpiration' },
});

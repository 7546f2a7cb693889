import { routeContract } from '../../shared/http/route-contract.js';
import { MemberActivityPath } from '../../shared/points/points-requests.js';

export const getUserActivityExtendedRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/activities/{activity_id}/extended',
  name: 'GetUserActivityExtended',
  handler: 'functions/users/get-user-activity-extended.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  params: MemberActivityPath,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'ExtendedActivity' },
  errors: ['no data'],
});

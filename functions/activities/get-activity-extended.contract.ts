import { routeContract } from '../../shared/http/route-contract.js';
import { ActivityIdPath } from '../../shared/points/points-requests.js';

/** GET /v2/activities/{activity_id}/extended (hosted page Activity Search): one of the client's activities, extended form. */
export const getActivityExtendedRoute = routeContract({
  method: 'GET',
  path: '/v2/activities/{activity_id}/extended',
  name: 'GetActivityExtended',
  handler: 'functions/activities/get-activity-extended.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  params: ActivityIdPath,
  answers: { 200: 'ExtendedActivity' },
  errors: ['no data'],
});

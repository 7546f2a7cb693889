import { routeContract } from '../../shared/http/route-contract.js';

/** GET /v2/activities (hosted page Activities): the client's active activities, basic form. */
export const getActivitiesRoute = routeContract({
  method: 'GET',
  path: '/v2/activities',
  name: 'GetActivities',
  handler: 'functions/activities/get-activities.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  answers: { 200: 'Activities' },
  errors: ['no data'],
});

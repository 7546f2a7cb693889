import { routeContract } from '../../shared/http/route-contract.js';

export const getActivitiesExtendedRoute = routeContract({
  method: 'GET',
  path: '/v2/activities/extended',
  name: 'GetActivitiesExtended',
  handler: 'functions/activities/get-activities-extended.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  answers: { 200: 'ExtendedActivities' },
  errors: ['no data'],
});

import { routeContract } from '../../shared/http/route-contract.js';

export const getUserActivitiesExtendedRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/activities/extended',
  name: 'GetUserActivitiesExtended',
  handler: 'functions/users/get-user-activities-extended.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'ExtendedActivities' },
  errors: ['no data'],
});

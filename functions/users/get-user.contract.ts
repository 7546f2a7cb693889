import { routeContract } from '../../shared/http/route-contract.js';

export const getUserRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}',
  name: 'GetUser',
  handler: 'functions/users/get-user.ts',
  access: 'read',
  auth: 'api_key',
  member: { notFound: 'page_not_found' },
  answers: { 200: 'UserObject' },
  also: [{ path: '/v2/users/{user_id}/activities', name: 'GetUserActivitiesForm' }],
});

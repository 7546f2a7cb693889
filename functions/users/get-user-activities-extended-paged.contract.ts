import { routeContract } from '../../shared/http/route-contract.js';
import { PageQuery } from '../../shared/http/paging.js';

/** GET /v2.1/users/{user_id}/activities/extended: endpoint 12's list, 25 a page at most (10 by default). */
export const getUserActivitiesExtendedPagedRoute = routeContract({
  method: 'GET',
  path: '/v2.1/users/{user_id}/activities/extended',
  name: 'GetUserActivitiesExtendedPaged',
  handler: 'functions/users/get-user-activities-extended-paged.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: PageQuery,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'ExtendedActivityPage' },
});

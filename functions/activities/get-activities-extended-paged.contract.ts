import { routeContract } from '../../shared/http/route-contract.js';
import { PageQuery } from '../../shared/http/paging.js';

/** GET /v2.1/activities/extended: endpoint 14's list, 25 a page at most (10 by default). */
export const getActivitiesExtendedPagedRoute = routeContract({
  method: 'GET',
  path: '/v2.1/activities/extended',
  name: 'GetActivitiesExtendedPaged',
  handler: 'functions/activities/get-activities-extended-paged.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: PageQuery,
  answers: { 200: 'ExtendedActivityPage' },
});

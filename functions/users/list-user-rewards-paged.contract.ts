import * as z from 'zod';
import { routeContract } from '../../shared/http/route-contract.js';
import { PageParams } from '../../shared/http/paging.js';

/** GET /v2.1/users/{user_id}/rewards: endpoint 7's list, 10 a page at most; include_soldout adds rewards only out of stock. */
const Query = z.object({ ...PageParams, include_soldout: z.enum(['true', 'false', '1', '0'], { error: 'include_soldout must be true or false' }).optional() });

export const listUserRewardsPagedRoute = routeContract({
  method: 'GET',
  path: '/v2.1/users/{user_id}/rewards',
  name: 'ListUserRewardsPaged',
  handler: 'functions/users/list-user-rewards-paged.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: Query,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'UserRewardPage' },
});

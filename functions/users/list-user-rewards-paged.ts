import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { PageParams, pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { memberRewards } from '../../shared/rewards/reward-listing.js';

/** GET /v2.1/users/{user_id}/rewards: endpoint 7's list, 10 a page at most; include_soldout adds rewards only out of stock. */
const Query = z.object({ ...PageParams, include_soldout: z.enum(['true', 'false', '1', '0'], { error: 'include_soldout must be true or false' }).optional() });

export const handler = apiHandler({ query: Query, member: { notFound: 'page_not_found' } }).handler(async ({ client, member, query, event }) => {
  const includeSoldOut = query.include_soldout === 'true' || query.include_soldout === '1';
  return ok(pageOf(await memberRewards(client, member, includeSoldOut), pageRequest(query, { max: 10, default: 10 }), pageLinks(event), 'rewards'));
});

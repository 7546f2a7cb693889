import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { listUserRewardsPagedRoute } from './list-user-rewards-paged.contract.js';
import { memberRewards } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(listUserRewardsPagedRoute).handler(async ({ client, member, query, event }) => {
  const includeSoldOut = query.include_soldout === 'true' || query.include_soldout === '1';
  return ok(pageOf(await memberRewards(client, member, includeSoldOut), pageRequest(query, { max: 10, default: 10 }), pageLinks(event), 'rewards'));
});

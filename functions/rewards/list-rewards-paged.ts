import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { listRewardsPagedRoute } from './list-rewards-paged.contract.js';
import { listRewards } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(listRewardsPagedRoute).handler(async ({ client, query, event }) =>
  ok(pageOf(await listRewards(client, query), pageRequest(query, { max: 25, default: 25 }), pageLinks(event), 'rewards')),
);

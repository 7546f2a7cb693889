import { apiHandler } from '../../shared/http/api-handler.js';
import { PageParams, pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { listRewards, RewardsQuery } from '../../shared/rewards/reward-listing.js';

/** GET /v2.1/rewards: endpoint 15's list, 25 a page at most (25 by default). */
const Query = RewardsQuery.extend(PageParams);

export const handler = apiHandler({ query: Query }).handler(async ({ client, query, event }) =>
  ok(pageOf(await listRewards(client, query), pageRequest(query, { max: 25, default: 25 }), pageLinks(event), 'rewards')),
);

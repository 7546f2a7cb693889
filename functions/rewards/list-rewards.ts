import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewards, RewardsQuery } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler({ query: RewardsQuery }).handler(async ({ client, query }) => ok(await listRewards(client, query)));

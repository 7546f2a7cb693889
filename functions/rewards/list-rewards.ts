import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewardsRoute } from './list-rewards.contract.js';
import { listRewards } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(listRewardsRoute).handler(async ({ client, query }) => ok(await listRewards(client, query)));

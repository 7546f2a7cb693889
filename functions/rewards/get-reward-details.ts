import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getRewardDetailsRoute } from './get-reward-details.contract.js';
import { rewardDetails } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(getRewardDetailsRoute).handler(async ({ client, path }) => ok(await rewardDetails(client, path.reward_id)));

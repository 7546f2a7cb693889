import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getLegacyRewardDetailsRoute } from './get-legacy-reward-details.contract.js';
import { legacyRewardDetails } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(getLegacyRewardDetailsRoute).handler(async ({ client, path }) => ok(await legacyRewardDetails(client, path.reward_id)));

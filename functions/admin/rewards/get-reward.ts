import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetRewardRoute } from './get-reward.contract.js';
import { readAdminReward } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler(adminGetRewardRoute).handler(async ({ path }) => ok(await readAdminReward(path.client_id, path.reward_id)));

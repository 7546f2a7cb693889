import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminUpdateRewardRoute } from './update-reward.contract.js';
import { replaceReward } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler(adminUpdateRewardRoute).handler(async ({ path, body }) => ok(await replaceReward(path.client_id, path.reward_id, body)));

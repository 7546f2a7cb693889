import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateRewardRoute } from './create-reward.contract.js';
import { createReward } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler(adminCreateRewardRoute).handler(async ({ path, body }) => created(await createReward(path.client_id, body)));

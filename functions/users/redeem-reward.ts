import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redeemRewardRoute } from './redeem-reward.contract.js';
import { redeemReward } from '../../shared/rewards/redemption.js';

export const handler = apiHandler(redeemRewardRoute).handler(async (request) => ok(await redeemReward(request, request.body)));

import { routeContract } from '../../shared/http/route-contract.js';
import { RewardIdPath } from '../../shared/rewards/reward-requests.js';

/** GET /v2.1/rewards/{reward_id} (hosted page Reward Details): one reward or variation of the client's catalogue. */
export const getRewardDetailsRoute = routeContract({
  method: 'GET',
  path: '/v2.1/rewards/{reward_id}',
  name: 'GetRewardDetails',
  handler: 'functions/rewards/get-reward-details.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  params: RewardIdPath,
  answers: { 200: 'RewardDetails' },
  errors: [['page_not_found', 404]],
});

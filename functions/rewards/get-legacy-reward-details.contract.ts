import { routeContract } from '../../shared/http/route-contract.js';
import { RewardIdPath } from '../../shared/rewards/reward-requests.js';

/** GET /v2/rewards/{reward_id} (hosted page Reward Details (legacy)): the v2.1 details with the id as a string, as the legacy sample sends it. */
export const getLegacyRewardDetailsRoute = routeContract({
  method: 'GET',
  path: '/v2/rewards/{reward_id}',
  name: 'GetLegacyRewardDetails',
  handler: 'functions/rewards/get-legacy-reward-details.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  params: RewardIdPath,
  answers: { 200: 'LegacyRewardDetails' },
  errors: [['page_not_found', 404]],
});

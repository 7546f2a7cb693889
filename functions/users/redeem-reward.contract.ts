import { routeContract } from '../../shared/http/route-contract.js';
import { RedemptionBody } from '../../shared/rewards/reward-requests.js';

export const redeemRewardRoute = routeContract({
  method: 'POST',
  path: '/v2/users/{user_id}/redemption',
  name: 'RedeemReward',
  handler: 'functions/users/redeem-reward.ts',
  access: 'write',
  auth: 'api_key',
  memberToken: true,
  body: RedemptionBody,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  idempotent: true,
  answers: { 200: 'RedemptionRecord' },
  errors: ['invalid_reward', 'over_redeem_limit', 'insufficient_points', 'out_of_stock', 'forbidden'],
});

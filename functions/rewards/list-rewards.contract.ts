import { routeContract } from '../../shared/http/route-contract.js';
import { RewardsQuery } from '../../shared/rewards/reward-requests.js';

export const listRewardsRoute = routeContract({
  method: 'GET',
  path: '/v2/rewards',
  name: 'ListRewards',
  handler: 'functions/rewards/list-rewards.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: RewardsQuery,
  answers: { 200: 'RewardList' },
});

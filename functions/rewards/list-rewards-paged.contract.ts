import { routeContract } from '../../shared/http/route-contract.js';
import { RewardsQuery } from '../../shared/rewards/reward-requests.js';
import { PageParams } from '../../shared/http/paging.js';

/** GET /v2.1/rewards: endpoint 15's list, 25 a page at most (25 by default). */
const Query = RewardsQuery.extend(PageParams);

export const listRewardsPagedRoute = routeContract({
  method: 'GET',
  path: '/v2.1/rewards',
  name: 'ListRewardsPaged',
  handler: 'functions/rewards/list-rewards-paged.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: Query,
  answers: { 200: 'RewardPage' },
});

import { routeContract } from '../../shared/http/route-contract.js';

export const listRewardCategoriesRoute = routeContract({
  method: 'GET',
  path: '/v2/reward_categories',
  name: 'ListRewardCategories',
  handler: 'functions/rewards/list-reward-categories.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  answers: { 200: 'RewardCategoryList' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/clients/client-requests.js';

export const adminListRewardCategoriesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reward_categories',
  name: 'AdminListRewardCategories',
  handler: 'functions/admin/rewards/list-reward-categories.ts',
  access: 'read',
  auth: 'admin',
  params: ClientPath,
  answers: { 200: 'RewardCategoryList' },
});

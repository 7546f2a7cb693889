import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListRewardCategoriesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reward_categories',
  name: 'AdminListRewardCategories',
  handler: 'functions/admin/rewards/list-reward-categories.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'RewardCategoryList' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** One reward category of a program, as the operator's list shows it (beyond the spec). */
export const adminGetRewardCategoryRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/reward_categories/{category_id}',
  name: 'AdminGetRewardCategory',
  handler: 'functions/admin/rewards/get-reward-category.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientCategoryPath,
  answers: { 200: 'RewardCategory' },
  errors: [['not_found', 404]],
});

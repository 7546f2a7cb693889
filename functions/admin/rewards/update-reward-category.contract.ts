import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { RewardCategoryInputSchema } from '../../../shared/rewards/reward-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminUpdateRewardCategoryRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/reward_categories/{category_id}',
  name: 'AdminUpdateRewardCategory',
  handler: 'functions/admin/rewards/update-reward-category.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientCategoryPath,
  body: RewardCategoryInputSchema,
  answers: { 200: 'RewardCategory' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RewardCategoryInputSchema } from '../../../shared/rewards/reward-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateRewardCategoryRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/reward_categories',
  name: 'AdminCreateRewardCategory',
  handler: 'functions/admin/rewards/create-reward-category.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: RewardCategoryInputSchema,
  answers: { 201: 'RewardCategory' },
  errors: ['limit_reached'],
});

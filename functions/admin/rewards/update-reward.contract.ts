import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { RewardInputSchema } from '../../../shared/rewards/reward-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminUpdateRewardRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/rewards/{reward_id}',
  name: 'AdminUpdateReward',
  handler: 'functions/admin/rewards/update-reward.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientRewardPath,
  body: RewardInputSchema,
  answers: { 200: 'AdminReward' },
  errors: ['limit_reached'],
});

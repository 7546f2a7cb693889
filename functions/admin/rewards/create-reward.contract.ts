import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RewardInputSchema } from '../../../shared/rewards/reward-input.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateRewardRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rewards',
  name: 'AdminCreateReward',
  handler: 'functions/admin/rewards/create-reward.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: RewardInputSchema,
  answers: { 201: 'AdminReward' },
  errors: ['limit_reached'],
});

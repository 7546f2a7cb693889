import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetRewardRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rewards/{reward_id}',
  name: 'AdminGetReward',
  handler: 'functions/admin/rewards/get-reward.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientRewardPath,
  answers: { 200: 'AdminReward' },
});

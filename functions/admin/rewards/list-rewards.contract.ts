import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/clients/client-requests.js';

export const adminListRewardsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rewards',
  name: 'AdminListRewards',
  handler: 'functions/admin/rewards/list-rewards.ts',
  access: 'read',
  auth: 'admin',
  params: ClientPath,
  answers: { 200: 'AdminRewardList' },
});

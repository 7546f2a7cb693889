import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { CodeBatchSchema } from '../../../shared/rewards/reward-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminAddRewardCodesRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rewards/{reward_id}/codes',
  name: 'AdminAddRewardCodes',
  handler: 'functions/admin/rewards/add-reward-codes.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientRewardPath,
  body: CodeBatchSchema,
  answers: { 201: 'CodeBatch' },
  errors: ['conflict'],
});

import { routeContract } from '../../shared/http/route-contract.js';
import { DeletionStatusPath } from '../../shared/members/member-requests.js';

export const getDeletionStatusRoute = routeContract({
  method: 'GET',
  path: '/v2/users/delete/{user_id}',
  name: 'GetDeletionStatus',
  handler: 'functions/users/get-deletion-status.ts',
  access: 'read',
  auth: 'api_key',
  params: DeletionStatusPath,
  answers: { 200: 'DeletionStatus' },
  errors: [['page_not_found', 404]],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ChangeOperatorRoleBody, OperatorAccountPath } from '../../../shared/operators/operator-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminChangeOperatorRoleRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/operators/{operator_id}/role',
  name: 'AdminChangeOperatorRole',
  handler: 'functions/admin/operators/change-operator-role.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  directory: 'role',
  params: OperatorAccountPath,
  body: ChangeOperatorRoleBody,
  answers: { 200: 'OperatorAccount' },
  errors: ['not_found', 'conflict'],
});

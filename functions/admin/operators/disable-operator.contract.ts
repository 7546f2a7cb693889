import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorAccountPath } from '../../../shared/operators/operator-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminDisableOperatorRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/operators/{operator_id}/disable',
  name: 'AdminDisableOperator',
  handler: 'functions/admin/operators/disable-operator.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  directory: 'disable',
  params: OperatorAccountPath,
  answers: { 200: 'OperatorAccount' },
  errors: ['not_found', 'conflict'],
});

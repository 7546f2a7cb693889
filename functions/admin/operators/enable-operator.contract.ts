import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorAccountPath } from '../../../shared/operators/operator-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminEnableOperatorRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/operators/{operator_id}/enable',
  name: 'AdminEnableOperator',
  handler: 'functions/admin/operators/enable-operator.ts',
  access: 'write',
  auth: 'operator',
  roles: OWNERS,
  directory: 'enable',
  params: OperatorAccountPath,
  answers: { 200: 'OperatorAccount' },
  errors: ['not_found', 'conflict'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { OperatorListQuery } from '../../../shared/operators/operator-requests.js';
import { OWNERS } from '../../../shared/operators/operator-roles.js';

export const adminListOperatorsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/operators',
  name: 'AdminListOperators',
  handler: 'functions/admin/operators/list-operators.ts',
  access: 'read',
  auth: 'operator',
  roles: OWNERS,
  query: OperatorListQuery,
  answers: { 200: 'OperatorAccountList' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath } from '../../../shared/rules/rule-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** One earning rule, with what its budget has credited. */
export const adminGetRuleRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}',
  name: 'AdminGetRule',
  handler: 'functions/admin/rules/get-rule.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: RulePath,
  answers: { 200: 'Rule' },
  errors: ['not_found'],
});

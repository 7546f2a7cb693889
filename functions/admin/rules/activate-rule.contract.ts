import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Makes a draft or paused rule live. */
export const adminActivateRuleRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}/activate',
  name: 'AdminActivateRule',
  handler: 'functions/admin/rules/activate-rule.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: RulePath,
  answers: { 200: 'Rule' },
  errors: ['not_found', 'conflict'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Stops an active rule until it is activated again. */
export const adminPauseRuleRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}/pause',
  name: 'AdminPauseRule',
  handler: 'functions/admin/rules/pause-rule.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: RulePath,
  answers: { 200: 'Rule' },
  errors: ['not_found', 'conflict'],
});

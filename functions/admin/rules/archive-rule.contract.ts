import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Retires a rule for good; its entries keep naming it. */
export const adminArchiveRuleRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}/archive',
  name: 'AdminArchiveRule',
  handler: 'functions/admin/rules/archive-rule.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: RulePath,
  answers: { 200: 'Rule' },
  errors: ['not_found', 'conflict'],
});

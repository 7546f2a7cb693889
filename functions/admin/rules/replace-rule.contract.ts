import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath, RuleReplaceSchema } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Replaces an earning rule's body: a new version. */
export const adminReplaceRuleRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}',
  name: 'AdminReplaceRule',
  handler: 'functions/admin/rules/replace-rule.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: RulePath,
  body: RuleReplaceSchema,
  answers: { 200: 'Rule' },
  errors: ['not_found', 'conflict'],
});

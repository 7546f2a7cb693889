import { routeContract } from '../../../shared/http/route-contract.js';
import { RulePath } from '../../../shared/rules/rule-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** Every version of a rule, oldest first. */
export const adminListRuleVersionsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rules/{rule_id}/versions',
  name: 'AdminListRuleVersions',
  handler: 'functions/admin/rules/list-rule-versions.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: RulePath,
  answers: { 200: 'RuleVersions' },
  errors: ['not_found'],
});

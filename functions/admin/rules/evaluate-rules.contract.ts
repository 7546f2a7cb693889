import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RuleEvaluateSchema } from '../../../shared/rules/rule-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A dry run: what a trigger would earn a member with the active rules, or with draft bodies, and why; nothing is written. */
export const adminEvaluateRulesRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rules/evaluate',
  name: 'AdminEvaluateRules',
  handler: 'functions/admin/rules/evaluate-rules.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  body: RuleEvaluateSchema,
  answers: { 200: 'RuleExplanation' },
  errors: ['not_found'],
});

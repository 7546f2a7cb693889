import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RuleCreateSchema } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Makes an earning rule: a draft, or active at once with status active. */
export const adminCreateRuleRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/rules',
  name: 'AdminCreateRule',
  handler: 'functions/admin/rules/create-rule.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: RuleCreateSchema,
  answers: { 201: 'Rule' },
});

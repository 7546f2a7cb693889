import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RuleListQuery } from '../../../shared/rules/rule-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** The program's earning rules, by id. */
export const adminListRulesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rules',
  name: 'AdminListRules',
  handler: 'functions/admin/rules/list-rules.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: RuleListQuery,
  answers: { 200: 'RuleList' },
});

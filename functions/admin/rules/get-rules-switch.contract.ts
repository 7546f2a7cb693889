import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** Whether the program's earning rules are paused all at once, why, and since when. */
export const adminGetRulesSwitchRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/rules/switch',
  name: 'AdminGetRulesSwitch',
  handler: 'functions/admin/rules/get-rules-switch.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'RulesSwitch' },
  errors: ['not_found'],
});

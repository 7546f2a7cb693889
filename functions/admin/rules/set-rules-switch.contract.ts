import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { RulesSwitchSchema } from '../../../shared/rules/rule-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/**
 * Pauses every earning rule of the program at once ("stop every promotion now"), or switches
 * them on again: each rule keeps its own status, so switching on brings back exactly those that
 * were active. Live everywhere within the rules cache's bound.
 */
export const adminSetRulesSwitchRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/rules/switch',
  name: 'AdminSetRulesSwitch',
  handler: 'functions/admin/rules/set-rules-switch.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: RulesSwitchSchema,
  answers: { 200: 'RulesSwitch' },
  errors: ['not_found'],
});

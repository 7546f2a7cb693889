import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { setRulesSwitch } from '../../../shared/rules/index.js';
import { adminSetRulesSwitchRoute } from './set-rules-switch.contract.js';

export const handler = apiHandler(adminSetRulesSwitchRoute).handler(async ({ path, body }) => ok(await setRulesSwitch(path.client_id, body)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { rulesSwitch } from '../../../shared/rules/index.js';
import { adminGetRulesSwitchRoute } from './get-rules-switch.contract.js';

export const handler = apiHandler(adminGetRulesSwitchRoute).handler(async ({ path }) => ok(await rulesSwitch(path.client_id)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetRuleRoute } from './get-rule.contract.js';
import { ruleDetails } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminGetRuleRoute).handler(async ({ path }) => ok(await ruleDetails(path.client_id, path.rule_id)));

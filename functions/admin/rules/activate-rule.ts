import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminActivateRuleRoute } from './activate-rule.contract.js';
import { moveRule } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminActivateRuleRoute).handler(async ({ path }) => ok(await moveRule(path.client_id, path.rule_id, 'activate')));

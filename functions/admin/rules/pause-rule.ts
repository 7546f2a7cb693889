import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminPauseRuleRoute } from './pause-rule.contract.js';
import { moveRule } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminPauseRuleRoute).handler(async ({ path }) => ok(await moveRule(path.client_id, path.rule_id, 'pause')));

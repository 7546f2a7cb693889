import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { evaluateRulesDryRun } from '../../../shared/rule-explanations/index.js';
import { adminEvaluateRulesRoute } from './evaluate-rules.contract.js';

export const handler = apiHandler(adminEvaluateRulesRoute).handler(async ({ path, body }) => ok(await evaluateRulesDryRun(path.client_id, body)));

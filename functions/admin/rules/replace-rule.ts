import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminReplaceRuleRoute } from './replace-rule.contract.js';
import { replaceRule } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminReplaceRuleRoute).handler(async ({ path, body }) => ok(await replaceRule(path.client_id, path.rule_id, body)));

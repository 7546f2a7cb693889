import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminArchiveRuleRoute } from './archive-rule.contract.js';
import { moveRule } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminArchiveRuleRoute).handler(async ({ path }) => ok(await moveRule(path.client_id, path.rule_id, 'archive')));

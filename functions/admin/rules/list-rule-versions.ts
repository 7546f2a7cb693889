import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListRuleVersionsRoute } from './list-rule-versions.contract.js';
import { ruleVersions } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminListRuleVersionsRoute).handler(async ({ path }) => ok(await ruleVersions(path.client_id, path.rule_id)));

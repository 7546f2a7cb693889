import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListRulesRoute } from './list-rules.contract.js';
import { ruleList } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminListRulesRoute).handler(async ({ path, query }) => ok(await ruleList(path.client_id, query)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateRuleRoute } from './create-rule.contract.js';
import { createRule } from '../../../shared/rules/index.js';

export const handler = apiHandler(adminCreateRuleRoute).handler(async ({ path, body }) => created(await createRule(path.client_id, body)));

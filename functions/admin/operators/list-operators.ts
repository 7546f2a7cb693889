import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { operatorList } from '../../../shared/operators/index.js';
import { adminListOperatorsRoute } from './list-operators.contract.js';

export const handler = apiHandler(adminListOperatorsRoute).handler(async ({ query }) => ok(await operatorList(query.limit, query.cursor)));

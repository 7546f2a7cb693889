import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { setOperatorEnabled } from '../../../shared/operators/index.js';
import { adminEnableOperatorRoute } from './enable-operator.contract.js';

export const handler = apiHandler(adminEnableOperatorRoute).handler(async ({ operator, path }) =>
  ok(await setOperatorEnabled(operator, path.operator_id, true)),
);

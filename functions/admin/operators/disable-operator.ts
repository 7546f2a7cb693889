import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { setOperatorEnabled } from '../../../shared/operators/index.js';
import { adminDisableOperatorRoute } from './disable-operator.contract.js';

export const handler = apiHandler(adminDisableOperatorRoute).handler(async ({ operator, path }) =>
  ok(await setOperatorEnabled(operator, path.operator_id, false)),
);

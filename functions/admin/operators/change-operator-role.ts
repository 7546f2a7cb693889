import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { changeOperatorRole } from '../../../shared/operators/index.js';
import { adminChangeOperatorRoleRoute } from './change-operator-role.contract.js';

export const handler = apiHandler(adminChangeOperatorRoleRoute).handler(async ({ operator, path, body }) =>
  ok(await changeOperatorRole(operator, path.operator_id, body.role)),
);

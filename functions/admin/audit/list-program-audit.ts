import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListProgramAuditRoute } from './list-program-audit.contract.js';
import { programAuditLog } from '../../../shared/audit/index.js';

export const handler = apiHandler(adminListProgramAuditRoute).handler(async ({ path, query }) => ok(await programAuditLog(path.client_id, query)));

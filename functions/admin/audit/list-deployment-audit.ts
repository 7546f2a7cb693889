import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListDeploymentAuditRoute } from './list-deployment-audit.contract.js';
import { deploymentAuditLog } from '../../../shared/audit/index.js';

export const handler = apiHandler(adminListDeploymentAuditRoute).handler(async ({ query }) => ok(await deploymentAuditLog(query)));

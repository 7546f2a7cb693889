import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { approvalQueue } from '../../../shared/points/adjustment-approvals.js';
import { adminListAdjustmentApprovalsRoute } from './list-adjustment-approvals.contract.js';

export const handler = apiHandler(adminListAdjustmentApprovalsRoute).handler(async ({ path, query }) => ok(await approvalQueue(path.client_id, query)));

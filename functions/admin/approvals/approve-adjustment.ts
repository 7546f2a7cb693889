import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { approveAdjustment } from '../../../shared/points/adjustment-approvals.js';
import { adminApproveAdjustmentRoute } from './approve-adjustment.contract.js';

export const handler = apiHandler(adminApproveAdjustmentRoute).handler(async ({ path, operator, answerRecord }) =>
  ok(await approveAdjustment(path.client_id, path.adjustment_id, operator, answerRecord)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { refuseAdjustment } from '../../../shared/points/adjustment-approvals.js';
import { adminRefuseAdjustmentRoute } from './refuse-adjustment.contract.js';

export const handler = apiHandler(adminRefuseAdjustmentRoute).handler(async ({ path, body, operator }) =>
  ok(await refuseAdjustment(path.client_id, path.adjustment_id, body, operator)),
);

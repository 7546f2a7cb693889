import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListPointsAdjustmentsRoute } from './list-points-adjustments.contract.js';
import { listAdjustments } from '../../../shared/points/adjustments.js';

export const handler = apiHandler(adminListPointsAdjustmentsRoute).handler(async ({ path }) => ok(await listAdjustments(path.client_id, path.member_id)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { readClient } from '../../../shared/programs/index.js';
import { accepted, created } from '../../../shared/http/response.js';
import { adminCreatePointsAdjustmentRoute } from './create-points-adjustment.contract.js';
import { adjustPoints } from '../../../shared/points/adjustments.js';

export const handler = apiHandler(adminCreatePointsAdjustmentRoute).handler(async ({ path, body, operator }) => {
  const adjustment = await adjustPoints(await readClient(path.client_id), path.member_id, body, operator);
  return adjustment.status === 'applied' ? created(adjustment) : accepted(adjustment);
});

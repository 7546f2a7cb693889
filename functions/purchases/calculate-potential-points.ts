import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { calculatePotentialPointsRoute } from './calculate-potential-points.contract.js';
import { potentialPoints } from '../../shared/purchases/purchases.js';

export const handler = apiHandler(calculatePotentialPointsRoute).handler(async (request) =>
  ok(await potentialPoints(request, request.query.id_type, request.body)),
);

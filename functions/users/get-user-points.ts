import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserPointsRoute } from './get-user-points.contract.js';
import { pointsSummary } from '../../shared/points/points-history.js';

export const handler = apiHandler(getUserPointsRoute).handler(async ({ client, member, query }) => ok(await pointsSummary(client, member, query.limit)));

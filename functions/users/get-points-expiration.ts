import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getPointsExpirationRoute } from './get-points-expiration.contract.js';
import { pointsExpiration } from '../../shared/points/expiry.js';

export const handler = apiHandler(getPointsExpirationRoute).handler(async ({ client, member }) => ok(await pointsExpiration(client, member)));

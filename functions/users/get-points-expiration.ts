import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { pointsExpiration } from '../../shared/points/expiry.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { PointsExpirationBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' }, responses: { 200: PointsExpirationBody } }).handler(async ({ client, member }) => ok(pointsExpiration(client, member, nowSeconds())));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { usableCoupons } from '../../shared/rewards/coupons.js';
import { listUsableCouponsRoute } from './list-usable-coupons.contract.js';

export const handler = apiHandler(listUsableCouponsRoute).handler(async ({ member, query }) => ok(await usableCoupons(member, query.expired === 'true')));

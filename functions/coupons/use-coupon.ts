import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { useCouponRoute } from './use-coupon.contract.js';
import { reportCouponUse } from '../../shared/rewards/coupons.js';

export const handler = apiHandler(useCouponRoute).handler(async (request) => ok(await reportCouponUse(request, request.query.id_type, request.body, true)));

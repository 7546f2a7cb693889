import { routeContract } from '../../shared/http/route-contract.js';
import { CouponUseBody, CouponUseQuery } from '../../shared/rewards/reward-requests.js';

export const useCouponRoute = routeContract({
  method: 'POST',
  path: '/v2/coupon/use',
  name: 'UseCoupon',
  handler: 'functions/coupons/use-coupon.ts',
  access: 'write',
  auth: 'api_key',
  query: CouponUseQuery,
  body: CouponUseBody,
  idempotent: true,
  answers: { 200: 'CouponUseAnswer' },
  errors: ['no_data', 'not_issued', 'invalid', 'page_not_found', 'invalid_code'],
});

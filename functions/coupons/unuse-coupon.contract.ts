import { routeContract } from '../../shared/http/route-contract.js';
import { CouponUseBody, CouponUseQuery } from '../../shared/rewards/reward-requests.js';

export const unuseCouponRoute = routeContract({
  method: 'POST',
  path: '/v2/coupon/unuse',
  name: 'UnuseCoupon',
  handler: 'functions/coupons/unuse-coupon.ts',
  access: 'write',
  auth: 'api_key',
  query: CouponUseQuery,
  body: CouponUseBody,
  idempotent: true,
  answers: { 200: 'CouponUseAnswer' },
  errors: ['no_data', 'not_issued', 'not_used', 'page_not_found', 'invalid_code'],
});

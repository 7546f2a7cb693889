import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { CouponCategoryInputSchema } from '../../../shared/rewards/reward-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateCouponCategoryRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/coupon_categories',
  name: 'AdminCreateCouponCategory',
  handler: 'functions/admin/rewards/create-coupon-category.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: CouponCategoryInputSchema,
  answers: { 201: 'CouponCategory' },
  errors: ['limit_reached'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { CouponCategoryInputSchema } from '../../../shared/rewards/reward-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminUpdateCouponCategoryRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/coupon_categories/{category_id}',
  name: 'AdminUpdateCouponCategory',
  handler: 'functions/admin/rewards/update-coupon-category.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientCategoryPath,
  body: CouponCategoryInputSchema,
  answers: { 200: 'CouponCategory' },
});

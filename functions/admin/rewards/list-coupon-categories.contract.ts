import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListCouponCategoriesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/coupon_categories',
  name: 'AdminListCouponCategories',
  handler: 'functions/admin/rewards/list-coupon-categories.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'CouponCategoryList' },
});

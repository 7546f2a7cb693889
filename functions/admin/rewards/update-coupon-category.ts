import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminUpdateCouponCategoryRoute } from './update-coupon-category.contract.js';
import { replaceCouponCategory } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminUpdateCouponCategoryRoute).handler(async ({ path, body }) =>
  ok(await replaceCouponCategory(path.client_id, path.category_id, body)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateCouponCategoryRoute } from './create-coupon-category.contract.js';
import { createCouponCategory } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminCreateCouponCategoryRoute).handler(async ({ path, body }) => created(await createCouponCategory(path.client_id, body)));

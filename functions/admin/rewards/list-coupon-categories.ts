import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListCouponCategoriesRoute } from './list-coupon-categories.contract.js';
import { listCouponCategories } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminListCouponCategoriesRoute).handler(async ({ path }) => ok(await listCouponCategories(path.client_id)));

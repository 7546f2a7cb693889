import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { CouponCategoryInputSchema, replaceCouponCategory } from '../../../shared/rewards/reward-categories.js';
import { CouponCategoryBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientCategoryPath,
  body: CouponCategoryInputSchema,
  responses: { 200: CouponCategoryBody },
  errors: ['not_found'],
}).handler(async ({ path, body }) =>
  ok(await replaceCouponCategory(path.client_id, path.category_id, body)),
);

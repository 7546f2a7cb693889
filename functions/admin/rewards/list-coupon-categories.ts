import * as z from 'zod';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { listCouponCategories } from '../../../shared/rewards/reward-categories.js';
import { CouponCategoryBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  responses: { 200: z.array(CouponCategoryBody) },
  errors: ['not_found'],
}).handler(async ({ path }) => ok(await listCouponCategories(path.client_id)));

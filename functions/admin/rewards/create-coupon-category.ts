import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { created } from '../../../shared/http/response.js';
import { CouponCategoryInputSchema, createCouponCategory } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: CouponCategoryInputSchema }).handler(async ({ path, body }) =>
  created(await createCouponCategory(path.client_id, body)),
);

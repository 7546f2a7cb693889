import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { ok } from '../../../shared/http/response.js';
import { listCouponCategories } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => ok(await listCouponCategories(path.client_id)));

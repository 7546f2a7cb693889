import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { ok } from '../../../shared/http/response.js';
import { listRewardCategoriesForOperator } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => ok(await listRewardCategoriesForOperator(path.client_id)));

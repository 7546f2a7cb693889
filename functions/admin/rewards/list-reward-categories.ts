import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListRewardCategoriesRoute } from './list-reward-categories.contract.js';
import { listRewardCategoriesForOperator } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminListRewardCategoriesRoute).handler(async ({ path }) => ok(await listRewardCategoriesForOperator(path.client_id)));

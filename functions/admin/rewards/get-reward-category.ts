import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetRewardCategoryRoute } from './get-reward-category.contract.js';
import { rewardCategoryForOperator } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminGetRewardCategoryRoute).handler(async ({ path }) =>
  ok(await rewardCategoryForOperator(path.client_id, path.category_id)),
);

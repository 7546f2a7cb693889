import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewardCategoriesRoute } from './list-reward-categories.contract.js';
import { listRewardCategories, rewardCategoryView } from '../../shared/rewards/reward-categories.js';

export const handler = apiHandler(listRewardCategoriesRoute).handler(async ({ client }) =>
  ok((await listRewardCategories(client.clientId)).map(rewardCategoryView)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminUpdateRewardCategoryRoute } from './update-reward-category.contract.js';
import { replaceRewardCategory } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminUpdateRewardCategoryRoute).handler(async ({ path, body }) =>
  ok(await replaceRewardCategory(path.client_id, path.category_id, body)),
);

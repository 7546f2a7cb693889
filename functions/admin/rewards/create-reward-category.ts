import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateRewardCategoryRoute } from './create-reward-category.contract.js';
import { createRewardCategory } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler(adminCreateRewardCategoryRoute).handler(async ({ path, body }) => created(await createRewardCategory(path.client_id, body)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewardCategories, rewardCategoryView } from '../../shared/rewards/reward-categories.js';

export const handler = apiHandler().handler(async ({ client }) => ok((await listRewardCategories(client.clientId)).map(rewardCategoryView)));

import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewardCategories, rewardCategoryView } from '../../shared/rewards/reward-categories.js';
import { RewardCategoryBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({ responses: { 200: z.array(RewardCategoryBody) } }).handler(async ({ client }) =>
  ok((await listRewardCategories(client.clientId)).map(rewardCategoryView)),
);

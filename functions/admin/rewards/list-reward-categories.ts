import * as z from 'zod';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { listRewardCategoriesForOperator } from '../../../shared/rewards/reward-categories.js';
import { RewardCategoryBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  responses: { 200: z.array(RewardCategoryBody) },
  errors: ['not_found'],
}).handler(async ({ path }) =>
  ok(await listRewardCategoriesForOperator(path.client_id)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { created } from '../../../shared/http/response.js';
import { createRewardCategory, RewardCategoryInputSchema } from '../../../shared/rewards/reward-categories.js';
import { RewardCategoryBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  body: RewardCategoryInputSchema,
  responses: { 201: RewardCategoryBody },
  errors: ['not_found', 'limit_reached'],
}).handler(async ({ path, body }) =>
  created(await createRewardCategory(path.client_id, body)),
);

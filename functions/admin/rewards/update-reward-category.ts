import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { replaceRewardCategory, RewardCategoryInputSchema } from '../../../shared/rewards/reward-categories.js';
import { RewardCategoryBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientCategoryPath,
  body: RewardCategoryInputSchema,
  responses: { 200: RewardCategoryBody },
  errors: ['not_found'],
}).handler(async ({ path, body }) =>
  ok(await replaceRewardCategory(path.client_id, path.category_id, body)),
);

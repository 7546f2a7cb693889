import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientCategoryPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { replaceRewardCategory, RewardCategoryInputSchema } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler({ auth: 'admin', path: ClientCategoryPath, body: RewardCategoryInputSchema }).handler(async ({ path, body }) =>
  ok(await replaceRewardCategory(path.client_id, path.category_id, body)),
);

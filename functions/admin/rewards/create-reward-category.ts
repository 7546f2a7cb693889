import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { created } from '../../../shared/http/response.js';
import { createRewardCategory, RewardCategoryInputSchema } from '../../../shared/rewards/reward-categories.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: RewardCategoryInputSchema }).handler(async ({ path, body }) =>
  created(await createRewardCategory(path.client_id, body)),
);

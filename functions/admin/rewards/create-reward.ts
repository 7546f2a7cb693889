import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { created } from '../../../shared/http/response.js';
import { createReward, RewardInputSchema } from '../../../shared/rewards/reward-catalogue.js';
import { AdminRewardBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  body: RewardInputSchema,
  responses: { 201: AdminRewardBody },
  errors: ['not_found', 'limit_reached'],
}).handler(async ({ path, body }) =>
  created(await createReward(path.client_id, body)),
);

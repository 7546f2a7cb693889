import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { created } from '../../../shared/http/response.js';
import { createReward, RewardInputSchema } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: RewardInputSchema }).handler(async ({ path, body }) =>
  created(await createReward(path.client_id, body)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { readAdminReward } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler({ auth: 'admin', path: ClientRewardPath }).handler(async ({ path }) =>
  ok(await readAdminReward(path.client_id, path.reward_id)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientRewardPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { replaceReward, RewardInputSchema } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler({ auth: 'admin', path: ClientRewardPath, body: RewardInputSchema }).handler(async ({ path, body }) =>
  ok(await replaceReward(path.client_id, path.reward_id, body)),
);

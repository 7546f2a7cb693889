import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminAddRewardCodesRoute } from './add-reward-codes.contract.js';
import { addCodeBatch } from '../../../shared/rewards/code-pool.js';

export const handler = apiHandler(adminAddRewardCodesRoute).handler(async ({ path, body }) =>
  created(await addCodeBatch(path.client_id, path.reward_id, body)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListRewardsRoute } from './list-rewards.contract.js';
import { listAdminRewards } from '../../../shared/rewards/reward-catalogue.js';

export const handler = apiHandler(adminListRewardsRoute).handler(async ({ path }) => ok(await listAdminRewards(path.client_id)));

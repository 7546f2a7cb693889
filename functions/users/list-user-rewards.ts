import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listUserRewardsRoute } from './list-user-rewards.contract.js';
import { listMemberRewards } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler(listUserRewardsRoute).handler(async ({ client, member }) => ok(await listMemberRewards(client, member)));

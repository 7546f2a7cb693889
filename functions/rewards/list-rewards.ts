import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listRewards, RewardsQuery } from '../../shared/rewards/reward-listing.js';
import { RewardBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  query: RewardsQuery,
  responses: { 200: z.array(RewardBody) },
}).handler(async ({ client, query }) => ok(await listRewards(client, query)));

import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listMemberRewards } from '../../shared/rewards/reward-listing.js';
import { UserRewardBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  member: { notFound: 'page_not_found' },
  responses: { 200: z.array(UserRewardBody) },
  errors: ['no_rewards'],
}).handler(async ({ client, member }) =>
  ok(await listMemberRewards(client, member)),
);

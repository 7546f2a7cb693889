import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redeemReward, RedemptionBody } from '../../shared/rewards/redemption.js';
import { RedemptionRecordBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  body: RedemptionBody,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  idempotent: true,
  responses: { 200: RedemptionRecordBody },
  errors: ['invalid_reward', 'over_redeem_limit', 'insufficient_points', 'out_of_stock', 'forbidden'],
}).handler(async ({ client, member, body, idempotency }) => ok(await redeemReward(client, member, body, idempotency)));

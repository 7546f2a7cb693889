import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redeemReward, RedemptionBody } from '../../shared/rewards/redemption.js';

export const handler = apiHandler({ body: RedemptionBody, member: { notFound: 'page_not_found', notFoundStatus: 404 }, idempotent: true }).handler(
  async ({ client, member, body, idempotency }) => ok(await redeemReward(client, member, body, idempotency)),
);

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { redeemReward, RedemptionBody } from '../../shared/domain/redemption.js';

export const handler = apiHandler({ body: RedemptionBody, member: { notFound: 'page_not_found' }, idempotent: true }).handler(
  async ({ client, member, body }) => ok(await redeemReward(client, member, body)),
);

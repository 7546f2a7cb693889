import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { CouponUseBody, CouponUseQuery, reportCouponUse } from '../../shared/rewards/coupons.js';

export const handler = apiHandler({ query: CouponUseQuery, body: CouponUseBody, idempotent: true }).handler(async ({ client, query, body, idempotency }) =>
  ok(await reportCouponUse(client, query.id_type, body, true, idempotency)),
);

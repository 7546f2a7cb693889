import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { CouponUseBody, CouponUseQuery, reportCouponUse } from '../../shared/rewards/coupons.js';
import { CouponUseAnswerBody } from '../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  query: CouponUseQuery,
  body: CouponUseBody,
  idempotent: true,
  responses: { 200: CouponUseAnswerBody },
  errors: ['no_data', 'not_issued', 'invalid', 'page_not_found', 'invalid_code'],
}).handler(async ({ client, query, body, idempotency }) =>
  ok(await reportCouponUse(client, query.id_type, body, true, idempotency)),
);

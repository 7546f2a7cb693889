import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { CreditActivityBody, creditActivity } from '../../shared/points/activity-credit.js';

export const handler = apiHandler({ body: CreditActivityBody, member: { notFound: 'page_not_found' }, idempotent: true }).handler(
  async ({ client, member, body, idempotency }) => ok(await creditActivity(client, member, body, idempotency)),
);

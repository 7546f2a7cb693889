import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { requestDeletion } from '../../shared/members/member-deletion.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found', notFoundStatus: 404 }, idempotent: true }).handler(
  async ({ client, member, idempotency, now }) => ok(await requestDeletion(client, member, now, idempotency)),
);

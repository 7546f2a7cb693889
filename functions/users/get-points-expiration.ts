import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { pointsExpiration } from '../../shared/points/expiry.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ client, member, now }) =>
  ok(pointsExpiration(client, member, now)),
);

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { listMemberRewards } from '../../shared/rewards/reward-listing.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ client, member }) =>
  ok(await listMemberRewards(client, member)),
);

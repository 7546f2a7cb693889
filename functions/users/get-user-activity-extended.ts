import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { MemberActivityPath, memberActivity } from '../../shared/points/activity-views.js';

export const handler = apiHandler({ path: MemberActivityPath, member: { notFound: 'page_not_found' } }).handler(async ({ member, path, now }) =>
  ok(await memberActivity(member, path.activity_id, now)),
);

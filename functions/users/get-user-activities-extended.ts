import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { memberActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler({ member: { notFound: 'page_not_found' } }).handler(async ({ member, now }) => ok(await memberActivities(member, now)));

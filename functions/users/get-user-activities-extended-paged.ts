import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { PageParams, pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { memberActivities } from '../../shared/points/activity-views.js';

/** GET /v2.1/users/{user_id}/activities/extended: endpoint 12's list, 25 a page at most (10 by default). */
const Query = z.object(PageParams);

export const handler = apiHandler({ query: Query, member: { notFound: 'page_not_found' } }).handler(async ({ member, query, event, now }) =>
  ok(pageOf(await memberActivities(member, now, true), pageRequest(query, { max: 25, default: 10 }), pageLinks(event), 'activities')),
);

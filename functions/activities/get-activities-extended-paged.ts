import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { PageParams, pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { clientActivities } from '../../shared/points/activity-views.js';

/** GET /v2.1/activities/extended: endpoint 14's list, 25 a page at most (10 by default). */
const Query = z.object(PageParams);

export const handler = apiHandler({ query: Query }).handler(async ({ client, query, event }) =>
  ok(pageOf(await clientActivities(client.clientId, true), pageRequest(query, { max: 25, default: 10 }), pageLinks(event), 'activities')),
);

import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { getActivitiesExtendedPagedRoute } from './get-activities-extended-paged.contract.js';
import { clientActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getActivitiesExtendedPagedRoute).handler(async ({ client, query, event }) =>
  ok(pageOf(await clientActivities(client.clientId, true), pageRequest(query, { max: 25, default: 10 }), pageLinks(event), 'activities')),
);

import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageOf, pageRequest } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { getUserActivitiesExtendedPagedRoute } from './get-user-activities-extended-paged.contract.js';
import { memberActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getUserActivitiesExtendedPagedRoute).handler(async ({ member, query, event }) =>
  ok(pageOf(await memberActivities(member, true), pageRequest(query, { max: 25, default: 10 }), pageLinks(event), 'activities')),
);

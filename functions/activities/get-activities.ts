import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getActivitiesRoute } from './get-activities.contract.js';
import { clientActivityList } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getActivitiesRoute).handler(async ({ client }) => ok(await clientActivityList(client.clientId)));

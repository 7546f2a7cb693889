import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getActivitiesExtendedRoute } from './get-activities-extended.contract.js';
import { clientActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getActivitiesExtendedRoute).handler(async ({ client }) => ok(await clientActivities(client.clientId)));

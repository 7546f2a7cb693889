import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { clientActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler().handler(async ({ client }) => ok(await clientActivities(client.clientId)));

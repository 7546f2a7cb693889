import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { clientActivities } from '../../shared/points/activity-views.js';
import { ExtendedActivitiesBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ responses: { 200: ExtendedActivitiesBody }, errors: ['no data'] }).handler(async ({ client }) => ok(await clientActivities(client.clientId)));

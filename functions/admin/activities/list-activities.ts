import { ClientPath } from '../../../shared/clients/clients.js';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { operatorListActivities } from '../../../shared/points/activity-views.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) => ok(await operatorListActivities(path.client_id)));

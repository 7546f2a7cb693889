import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getActivityExtendedRoute } from './get-activity-extended.contract.js';
import { clientActivity } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getActivityExtendedRoute).handler(async ({ client, path }) => ok(await clientActivity(client.clientId, path.activity_id)));

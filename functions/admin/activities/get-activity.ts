import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetActivityRoute } from './get-activity.contract.js';
import { operatorReadActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler(adminGetActivityRoute).handler(async ({ path }) => ok(await operatorReadActivity(path.client_id, path.activity_id)));

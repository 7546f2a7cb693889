import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateActivityRoute } from './create-activity.contract.js';
import { operatorCreateActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler(adminCreateActivityRoute).handler(async ({ path, body }) => created(await operatorCreateActivity(path.client_id, body)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminReplaceActivityRoute } from './replace-activity.contract.js';
import { operatorReplaceActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler(adminReplaceActivityRoute).handler(async ({ path, body }) =>
  ok(await operatorReplaceActivity(path.client_id, path.activity_id, body)),
);

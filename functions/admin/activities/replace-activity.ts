import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { ActivityInputSchema } from '../../../shared/points/activity-catalogue.js';
import { OperatorActivityPath, operatorReplaceActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler({ auth: 'admin', path: OperatorActivityPath, body: ActivityInputSchema }).handler(async ({ path, body }) =>
  ok(await operatorReplaceActivity(path.client_id, path.activity_id, body)),
);

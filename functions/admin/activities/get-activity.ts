import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { OperatorActivityPath, operatorReadActivity } from '../../../shared/points/activity-views.js';

export const handler = apiHandler({ auth: 'admin', path: OperatorActivityPath }).handler(async ({ path }) =>
  ok(await operatorReadActivity(path.client_id, path.activity_id)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { OperatorActivitiesPath, operatorListActivities } from '../../../shared/points/activity-views.js';

export const handler = apiHandler({ auth: 'admin', path: OperatorActivitiesPath }).handler(async ({ path }) =>
  ok(await operatorListActivities(path.client_id)),
);

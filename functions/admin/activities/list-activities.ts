import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { OperatorActivitiesPath, operatorListActivities } from '../../../shared/points/activity-views.js';
import { OperatorActivitiesBody } from '../../../shared/points/points-responses.js';

export const handler = apiHandler({ auth: 'admin', path: OperatorActivitiesPath, responses: { 200: OperatorActivitiesBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  ok(await operatorListActivities(path.client_id)),
);

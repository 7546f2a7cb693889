import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { OperatorActivityPath, operatorReadActivity } from '../../../shared/points/activity-views.js';
import { OperatorActivityBody } from '../../../shared/points/points-responses.js';

export const handler = apiHandler({ auth: 'admin', path: OperatorActivityPath, responses: { 200: OperatorActivityBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  ok(await operatorReadActivity(path.client_id, path.activity_id)),
);

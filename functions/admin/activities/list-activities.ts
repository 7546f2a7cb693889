import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListActivitiesRoute } from './list-activities.contract.js';
import { operatorListActivities } from '../../../shared/points/activity-views.js';

export const handler = apiHandler(adminListActivitiesRoute).handler(async ({ path }) => ok(await operatorListActivities(path.client_id)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserActivitiesExtendedRoute } from './get-user-activities-extended.contract.js';
import { memberActivities } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getUserActivitiesExtendedRoute).handler(async ({ member }) => ok(await memberActivities(member)));

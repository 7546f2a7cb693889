import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getUserActivityExtendedRoute } from './get-user-activity-extended.contract.js';
import { memberActivity } from '../../shared/points/activity-views.js';

export const handler = apiHandler(getUserActivityExtendedRoute).handler(async ({ member, path }) => ok(await memberActivity(member, path.activity_id)));

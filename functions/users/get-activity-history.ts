import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getActivityHistoryRoute } from './get-activity-history.contract.js';
import { activityHistory } from '../../shared/points/points-history.js';

export const handler = apiHandler(getActivityHistoryRoute).handler(async ({ member, query }) => ok(await activityHistory(member, query)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getActivityHistoryExtendedRoute } from './get-activity-history-extended.contract.js';
import { extendedActivityHistory } from '../../shared/points/points-history.js';

export const handler = apiHandler(getActivityHistoryExtendedRoute).handler(async ({ member, query }) => ok(await extendedActivityHistory(member, query)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { creditUserActivityRoute } from './credit-user-activity.contract.js';
import { creditActivity } from '../../shared/points/activity-credit.js';

export const handler = apiHandler(creditUserActivityRoute).handler(async (request) => ok(await creditActivity(request, request.member, request.body)));

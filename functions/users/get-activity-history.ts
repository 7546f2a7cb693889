import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { HistoryQuery, activityHistory } from '../../shared/points/points-history.js';
import { ActivityHistoryBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ query: HistoryQuery, member: { notFound: 'param_error' }, responses: { 200: ActivityHistoryBody } }).handler(async ({ member, query }) =>
  ok(await activityHistory(member, query.limit)),
);

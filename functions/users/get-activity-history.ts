import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { HistoryQuery, activityHistory } from '../../shared/points/points-history.js';

export const handler = apiHandler({ query: HistoryQuery, member: { notFound: 'param_error' } }).handler(async ({ member, query }) =>
  ok(await activityHistory(member, query.limit)),
);

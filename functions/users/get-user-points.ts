import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { HistoryQuery, pointsSummary } from '../../shared/points/points-history.js';

export const handler = apiHandler({ query: HistoryQuery, member: { notFound: 'param_error' } }).handler(async ({ client, member, query, now }) =>
  ok(await pointsSummary(client, member, now, query.limit)),
);

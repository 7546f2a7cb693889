import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { HistoryQuery, extendedActivityHistory } from '../../shared/points/points-history.js';
import { ExtendedActivityHistoryBody } from '../../shared/points/points-responses.js';

export const handler = apiHandler({ query: HistoryQuery, member: { notFound: 'param_error' }, responses: { 200: ExtendedActivityHistoryBody }, errors: ['no data'] }).handler(async ({ member, query }) =>
  ok(await extendedActivityHistory(member, query.limit)),
);

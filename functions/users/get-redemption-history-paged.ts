import { apiHandler } from '../../shared/http/api-handler.js';
import { PageParams, pageLinks, pageRequest, pagingOf } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { redemptionHistoryPage, RedemptionRangeQuery } from '../../shared/rewards/redemption.js';

/** GET /v2.2/users/{user_id}/redemption_history: orders between date_start and date_end (at most a year), 10 a page at most. */
const Query = RedemptionRangeQuery.extend(PageParams);

export const handler = apiHandler({ query: Query, member: { notFound: 'page_not_found' } }).handler(async ({ member, query, event }) => {
  const request = pageRequest(query, { max: 10, default: 10 });
  const { total, items } = await redemptionHistoryPage(member, query, request);
  return ok({ paging: pagingOf(total, request, pageLinks(event)), rewards: items });
});

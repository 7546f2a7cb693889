import { routeContract } from '../../shared/http/route-contract.js';
import { RedemptionRangeQuery } from '../../shared/rewards/reward-requests.js';
import { PageParams } from '../../shared/http/paging.js';

/** GET /v2.2/users/{user_id}/redemption_history: orders between date_start and date_end (at most a year), 10 a page at most. */
const Query = RedemptionRangeQuery.extend(PageParams);

export const getRedemptionHistoryPagedRoute = routeContract({
  method: 'GET',
  path: '/v2.2/users/{user_id}/redemption_history',
  name: 'GetRedemptionHistoryPaged',
  handler: 'functions/users/get-redemption-history-paged.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: Query,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'RedemptionRecordPage' },
});

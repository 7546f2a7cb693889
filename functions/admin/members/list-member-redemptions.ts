import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListMemberRedemptionsRoute } from './list-member-redemptions.contract.js';
import { pageLinks, pageRequest, pagingOf } from '../../../shared/http/paging.js';
import { redemptionHistoryPage } from '../../../shared/rewards/redemption.js';

export const handler = apiHandler(adminListMemberRedemptionsRoute).handler(async ({ member, query, event }) => {
  const request = pageRequest(query, { max: 10, default: 10 });
  const { total, items } = await redemptionHistoryPage(member, query, request);
  return ok({ paging: pagingOf(total, request, pageLinks(event)), rewards: items });
});

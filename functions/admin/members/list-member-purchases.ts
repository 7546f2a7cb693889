import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListMemberPurchasesRoute } from './list-member-purchases.contract.js';
import { pageLinks, pageRequest, pagingOf } from '../../../shared/http/paging.js';
import { purchaseHistoryPage } from '../../../shared/purchases/purchase-views.js';

export const handler = apiHandler(adminListMemberPurchasesRoute).handler(async (request) => {
  const page = pageRequest(request.query, { max: 10, default: 10 });
  const { total, items } = await purchaseHistoryPage(request, request.query, page);
  return ok({ paging: pagingOf(total, page, pageLinks(request.event)), purchases: items });
});

import { apiHandler } from '../../shared/http/api-handler.js';
import { pageLinks, pageRequest, pagingOf } from '../../shared/http/paging.js';
import { ok } from '../../shared/http/response.js';
import { getUserPurchasesRoute } from './get-user-purchases.contract.js';
import { purchaseHistoryPage } from '../../shared/purchases/purchase-views.js';
import { formOfRoute } from '../../shared/purchases/purchase-forms.js';

export const handler = apiHandler(getUserPurchasesRoute).handler(async (request) => {
  const page = pageRequest(request.query, { max: 10, default: 10 });
  const { total, items } = await purchaseHistoryPage(request, request.query, page, formOfRoute(request.event.routeKey));
  return ok({ paging: pagingOf(total, page, pageLinks(request.event)), purchases: items });
});

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getPurchaseRoute } from './get-purchase.contract.js';
import { purchaseDetail } from '../../shared/purchases/purchase-views.js';
import { detailLookup } from '../../shared/purchases/purchase-forms.js';

export const handler = apiHandler(getPurchaseRoute).handler(async (request) => ok(await purchaseDetail(request, detailLookup(request.path, request.query))));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getPurchaseRoute } from './get-purchase.contract.js';
import { purchaseDetail } from '../../shared/purchases/purchase-views.js';

export const handler = apiHandler(getPurchaseRoute).handler(async (request) => ok(await purchaseDetail(request, request.path.receipt_id)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { returnPurchaseRoute } from './return-purchase.contract.js';
import { returnPurchase } from '../../shared/purchases/purchase-returns.js';

export const handler = apiHandler(returnPurchaseRoute).handler(async (request) => ok(await returnPurchase(request, request.body)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { createPurchaseRoute } from './create-purchase.contract.js';
import { recordPurchase } from '../../shared/purchases/purchases.js';

export const handler = apiHandler(createPurchaseRoute).handler(async (request) => ok(await recordPurchase(request, request.query.id_type, request.body)));

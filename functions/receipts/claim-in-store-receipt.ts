import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { claimInStoreReceiptRoute } from './claim-in-store-receipt.contract.js';
import { claimReceipt } from '../../shared/purchases/receipt-claims.js';

export const handler = apiHandler(claimInStoreReceiptRoute).handler(async (request) => ok(await claimReceipt(request, request.query.id_type, request.body)));

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { claimOnlineReceiptRoute } from './claim-online-receipt.contract.js';
import { claimReceipt } from '../../shared/purchases/receipt-claims.js';

export const handler = apiHandler(claimOnlineReceiptRoute).handler(async (request) => ok(await claimReceipt(request, request.query.id_type, request.body)));

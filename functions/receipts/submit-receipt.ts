import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { submitReceipt } from '../../shared/receipts/receipts.js';
import { submitReceiptRoute } from './submit-receipt.contract.js';

export const handler = apiHandler(submitReceiptRoute).handler(async (request) => ok(await submitReceipt(request, request.body)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { rejectReceipt } from '../../../shared/receipts/receipts.js';
import { adminRejectReceiptRoute } from './reject-receipt.contract.js';

export const handler = apiHandler(adminRejectReceiptRoute).handler(async ({ path, body, operator }) =>
  ok(await rejectReceipt(path.client_id, path.receipt_id, body, operator)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { readClient } from '../../../shared/programs/index.js';
import { approveReceipt } from '../../../shared/receipts/receipts.js';
import { adminApproveReceiptRoute } from './approve-receipt.contract.js';

export const handler = apiHandler(adminApproveReceiptRoute).handler(async ({ path, body, operator }) =>
  ok(await approveReceipt(await readClient(path.client_id), path.receipt_id, body, operator)),
);

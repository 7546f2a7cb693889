import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { receiptQueue } from '../../../shared/receipts/receipts.js';
import { adminListReceiptsRoute } from './list-receipts.contract.js';

export const handler = apiHandler(adminListReceiptsRoute).handler(async ({ path, query }) => ok(await receiptQueue(path.client_id, query)));

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListOrdersAwaitingFulfilmentRoute } from './list-orders-awaiting-fulfilment.contract.js';
import { ordersAwaitingFulfilment } from '../../../shared/rewards/fulfilment.js';

export const handler = apiHandler(adminListOrdersAwaitingFulfilmentRoute).handler(async ({ path, query }) =>
  ok(await ordersAwaitingFulfilment(path.client_id, query.limit)),
);

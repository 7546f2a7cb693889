import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminFulfilOrderRoute } from './fulfil-order.contract.js';
import { fulfilOrder } from '../../../shared/rewards/fulfilment.js';

export const handler = apiHandler(adminFulfilOrderRoute).handler(async ({ path, body }) => ok(await fulfilOrder(path.client_id, path.order_id, body)));

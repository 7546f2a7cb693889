import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/clients/clients.js';
import { ok } from '../../../shared/http/response.js';
import { AwaitingFulfilmentQuery, ordersAwaitingFulfilment } from '../../../shared/rewards/fulfilment.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, query: AwaitingFulfilmentQuery }).handler(async ({ path, query }) =>
  ok(await ordersAwaitingFulfilment(path.client_id, query.limit)),
);

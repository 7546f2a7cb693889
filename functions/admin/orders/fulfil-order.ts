import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientOrderPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { fulfilOrder, FulfilmentBody } from '../../../shared/rewards/fulfilment.js';

export const handler = apiHandler({ auth: 'admin', path: ClientOrderPath, body: FulfilmentBody }).handler(async ({ path, body }) =>
  ok(await fulfilOrder(path.client_id, path.order_id, body)),
);

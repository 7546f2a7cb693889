import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientOrderPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { fulfilOrder, FulfilmentBody } from '../../../shared/rewards/fulfilment.js';
import { FulfilmentOrderBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientOrderPath,
  body: FulfilmentBody,
  responses: { 200: FulfilmentOrderBody },
  errors: ['not_found'],
}).handler(async ({ path, body }) =>
  ok(await fulfilOrder(path.client_id, path.order_id, body)),
);

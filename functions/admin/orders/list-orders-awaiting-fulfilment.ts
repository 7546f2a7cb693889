import * as z from 'zod';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ClientPath } from '../../../shared/http/catalogue-paths.js';
import { ok } from '../../../shared/http/response.js';
import { AwaitingFulfilmentQuery, ordersAwaitingFulfilment } from '../../../shared/rewards/fulfilment.js';
import { FulfilmentOrderBody } from '../../../shared/rewards/reward-responses.js';

export const handler = apiHandler({
  auth: 'admin',
  path: ClientPath,
  query: AwaitingFulfilmentQuery,
  responses: { 200: z.array(FulfilmentOrderBody) },
  errors: ['not_found'],
}).handler(async ({ path, query }) =>
  ok(await ordersAwaitingFulfilment(path.client_id, query.limit)),
);

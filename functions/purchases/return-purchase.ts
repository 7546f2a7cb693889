import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { ReturnBody, returnPurchase } from '../../shared/purchases/purchase-returns.js';

export const handler = apiHandler({ body: ReturnBody, idempotent: true }).handler(async ({ client, body, idempotency }) =>
  ok(await returnPurchase(client, body, idempotency)),
);

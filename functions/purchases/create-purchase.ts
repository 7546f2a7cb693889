import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { IdTypeSchema } from '../../shared/members/member-lookup.js';
import { PurchaseBody, recordPurchase } from '../../shared/purchases/purchases.js';

const Query = z.object({ id_type: IdTypeSchema });

export const handler = apiHandler({ query: Query, body: PurchaseBody, idempotent: true }).handler(async ({ client, query, body, idempotency }) =>
  ok(await recordPurchase(client, query.id_type, body, idempotency)),
);

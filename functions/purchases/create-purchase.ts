import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { IdTypeSchema } from '../../shared/domain/members.js';
import { PurchaseBody, recordPurchase } from '../../shared/domain/purchases.js';

const Query = z.object({ id_type: IdTypeSchema });

export const handler = apiHandler({ query: Query, body: PurchaseBody, idempotent: true }).handler(async ({ client, query, body }) =>
  ok(await recordPurchase(client, query.id_type, body)),
);

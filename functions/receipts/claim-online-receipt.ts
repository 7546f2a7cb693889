import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { IdTypeSchema } from '../../shared/domain/members.js';
import { claimReceipt, OnlineClaimBody } from '../../shared/domain/receipt-claims.js';

const Query = z.object({ id_type: IdTypeSchema });

export const handler = apiHandler({ query: Query, body: OnlineClaimBody, idempotent: true }).handler(async ({ client, query, body }) =>
  ok(await claimReceipt(client, query.id_type, body)),
);

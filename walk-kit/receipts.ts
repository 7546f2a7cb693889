import { getMember } from '../shared/member-store/index.js';
import { submitReceipt } from '../shared/receipts/receipts.js';
import { serviceRequest } from '../shared/requests/index.js';
import type { BenchContext, BenchProgram } from './bench.js';
import { RECEIPT_JPEG_BASE64 } from './receipt-image.js';

/** Pending receipts of the bench client, one a member, submitted through the domain function (a case's unmeasured `prepare`). */
export const pendingReceipts = (p: BenchProgram, ctx: BenchContext, into: string[]) => async (): Promise<void> => {
  for (const member of p.take(ctx.perRoute)) {
    const stored = await getMember(p.bench.client.clientId, member.id, true);
    if (!stored) throw new Error(`bench member ${member.id} is gone`);
    into.push((await submitReceipt(serviceRequest(p.bench.client, stored), { image: RECEIPT_JPEG_BASE64 })).id);
  }
};

/** What the route walks need of ClaimOnlineReceipt (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import { IAM_RECEIPT_TOTAL, IAM_STORE, type IamFixture } from '../../walk-kit/iam.js';
import { claimWorld, type IdempotencyFixture } from '../../walk-kit/idempotency.js';
import { claimOnlineReceiptRoute } from './claim-online-receipt.contract.js';
import { createPurchaseRoute } from '../purchases/create-purchase.contract.js';
import { AMOUNTS_REFUSED, type FuzzFixture } from '../../walk-kit/fuzz.js';
import { claimOf, type IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = claimOf('online');

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ user_id: world.member.id, receipt_number: world.unclaimed, receipt_total: 10 }),
  numbers: ['receipt_total'],
  text: ['user_id', 'receipt_number'],
  refused: [['receipt_total', AMOUNTS_REFUSED]],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'online receipt claim',
      arrange: (program) => claimWorld(program, claimOnlineReceiptRoute, createPurchaseRoute, false),
      newKey: { status: 400, error: 'input_error', message: 'receipt already claimed' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  const [online, member] = [w.unique('rcpt'), await w.member()];
  await w.app('POST', '/v2/purchases', { body: { receipt_id: online, total: IAM_RECEIPT_TOTAL, loc_id: IAM_STORE, date_purchase: w.now() - 3_600 } });
  await w.app('POST', '/v2/claim_receipt/online', { body: { user_id: member.id, receipt_number: online, receipt_total: IAM_RECEIPT_TOTAL } });
};

export const bench: BenchFixture = (p, ctx) => {
  const receipts = p.receipts.online.map((r) => ({ receipt_number: r.receipt, receipt_total: r.total }));
  const claimers = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'unclaimed receipt, Idempotency-Key', true, (i) =>
      req('POST', '/v2/claim_receipt/online', { query: clientKey(p), headers: idempotencyKey(), body: { user_id: claimers[i]!.id, ...receipts[i]! } }),
    ),
  ];
};

/** What the route walks need of ClaimInStoreReceipt (local/walks/route-fixtures.ts). */
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, req } from '../../walk-kit/bench.js';
import { IAM_RECEIPT_TOTAL, IAM_STORE, type IamFixture } from '../../walk-kit/iam.js';
import { claimWorld, type IdempotencyFixture } from '../../walk-kit/idempotency.js';
import { claimInStoreReceiptRoute } from './claim-in-store-receipt.contract.js';
import { createPurchaseRoute } from '../purchases/create-purchase.contract.js';
import { AMOUNTS_REFUSED, type FuzzFixture } from '../../walk-kit/fuzz.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { claimOf, type IsolationFixture } from '../../walk-kit/isolation.js';

export const isolation: IsolationFixture = claimOf('in_store');

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ user_id: world.member.id, receipt_number: world.unclaimed, receipt_total: 10, store_number: 'store-1', date_purchased: nowSeconds() }),
  numbers: ['receipt_total', 'date_purchased'],
  text: ['user_id', 'receipt_number', 'store_number'],
  refused: [['receipt_total', AMOUNTS_REFUSED]],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'in-store receipt claim',
      arrange: (program) => claimWorld(program, claimInStoreReceiptRoute, createPurchaseRoute, true),
      newKey: { status: 400, error: 'input_error', message: 'receipt already claimed' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  const [inStore, member, purchasedAt] = [w.unique('rcpt'), await w.member(), w.now() - 3_600];
  await w.app('POST', '/v2/purchases', { body: { receipt_id: inStore, total: IAM_RECEIPT_TOTAL, loc_id: IAM_STORE, date_purchase: purchasedAt } });
  await w.app('POST', '/v2/claim_receipt/in_store', {
    body: { user_id: member.id, receipt_number: inStore, receipt_total: IAM_RECEIPT_TOTAL, store_number: IAM_STORE, date_purchased: purchasedAt },
  });
};

export const bench: BenchFixture = (p, ctx) => {
  const receipts = p.receipts.inStore.map((r) => ({ receipt_number: r.receipt, receipt_total: r.total, store_number: r.store, date_purchased: r.date }));
  const claimers = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'unclaimed receipt, Idempotency-Key', true, (i) =>
      req('POST', '/v2/claim_receipt/in_store', { query: clientKey(p), headers: idempotencyKey(), body: { user_id: claimers[i]!.id, ...receipts[i]! } }),
    ),
  ];
};

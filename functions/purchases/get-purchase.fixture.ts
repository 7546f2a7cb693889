/** What the route walks need of GetPurchase (local/walks/route-fixtures.ts). */
import { type BenchFixture, Created, clientKey, leftBy, purchaseReceiptId, req } from '../../walk-kit/bench.js';
import { bench as returnPurchaseBench } from './return-purchase.fixture.js';
import { bench as voidReturnBench } from './void-return.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import { isolation as createPurchaseIsolation } from './create-purchase.fixture.js';

// Runs after the purchases probes: A has purchases of its own under B's `receipts` ids, and answers those.
export const isolation: IsolationFixture = {
  runsAfter: [createPurchaseIsolation],
  probes: (a, b) => [
    {
      label: "B's returned receipt id",
      params: { receipt_id: b.returned.receipt },
      expect: refusal('not_found', 'receipt_id: no purchase has this receipt id', 404),
    },
    ...Object.values(b.receipts).map((receipt) => ({
      label: `B's receipt id ${receipt}`,
      params: { receipt_id: receipt },
      expect: 'ok' as const,
      echoes: [receipt],
      shows: [String(a.memberId)],
    })),
    { label: "A's own returned receipt", params: { receipt_id: a.returned.receipt }, expect: 'ok', shows: [a.returned.returnId] },
  ],
};

export const iam: IamFixture = {
  reads: async (w) => {
    await w.app('GET', `/v2/purchases/${await w.returnedPurchase()}`);
  },
};

export const bench: BenchFixture = (p, ctx) => {
  const returns = leftBy(returnPurchaseBench, ctx, () => new Created<string>());
  return [
    {
      variant: 'purchase with 2 lines and a voided return',
      apiKey: p.bench.apiKey,
      rows: (b) => b.returns.length,
      after: [voidReturnBench],
      request: (i) => req('GET', `/v2/purchases/${purchaseReceiptId(ctx, i % Math.max(1, returns.items.length))}`, { query: clientKey(p) }),
    },
  ];
};

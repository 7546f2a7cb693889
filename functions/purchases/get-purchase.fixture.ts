/** What the route walks need of GetPurchase (local/walks/route-fixtures.ts). */
import { type BenchFixture, Created, clientKey, hostedPurchaseReceiptId, leftBy, purchaseReceiptId, req } from '../../walk-kit/bench.js';
import { bench as returnPurchaseBench } from './return-purchase.fixture.js';
import { bench as voidReturnBench } from './void-return.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import { isolation as createPurchaseIsolation } from './create-purchase.fixture.js';
import { getPurchaseRoute } from './get-purchase.contract.js';

// Runs after the purchases probes: A has purchases of its own under B's `receipts` ids, and answers those.
export const isolation: IsolationFixture = {
  runsAfter: [createPurchaseIsolation],
  probes: (a, b) => [
    {
      label: "B's returned receipt id",
      params: { receipt_id: b.returned.receipt, purchase_id: b.returned.receipt },
      expect: refusal('not_found', 'receipt_id: no purchase has this receipt id', 404),
    },
    ...Object.values(b.receipts).map((receipt) => ({
      label: `B's receipt id ${receipt}`,
      params: { receipt_id: receipt, purchase_id: receipt },
      expect: 'ok' as const,
      echoes: [receipt],
      shows: [String(a.memberId)],
    })),
    {
      label: "A's own returned receipt",
      params: { receipt_id: a.returned.receipt, purchase_id: a.returned.receipt },
      expect: 'ok',
      shows: [a.returned.returnId],
    },
    // By order id: B's receipt ids name no order of A's (A recorded none under them).
    ...Object.values(b.receipts).map((receipt) => ({
      label: `B's receipt id ${receipt} as an order id`,
      params: { receipt_id: receipt, purchase_id: receipt },
      query: { purchase_id_type: 'order_id' },
      expect: refusal('not_found', 'order_id: no purchase has this order id', 404),
    })),
  ],
};

export const iam: IamFixture = {
  reads: async (w) => {
    const receipt = await w.returnedPurchase();
    await w.app('GET', `/v2/purchases/${receipt}`);
    // Its further path answers the hosted form; an order id nobody used reads its lookup and is 404.
    const hosted = getPurchaseRoute.also![0]!.path;
    await w.app('GET', hosted.replace('{purchase_id}', receipt), { query: { purchase_id_type: 'receipt_id' } });
    await w.app('GET', hosted.replace('{purchase_id}', w.unique('order')), { query: { purchase_id_type: 'order_id' } }, 404);
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
    // Its further path: a hosted purchase by its receipt id, returned and voided above.
    {
      variant: 'hosted form, purchase with 2 lines and a voided return',
      apiKey: p.bench.apiKey,
      rows: (b) => (Array.isArray(b.returns) ? b.returns.length : 0),
      after: [voidReturnBench],
      path: getPurchaseRoute.also![0]!.path,
      request: (i) =>
        req('GET', getPurchaseRoute.also![0]!.path.replace('{purchase_id}', encodeURIComponent(hostedPurchaseReceiptId(ctx, i))), { query: clientKey(p) }),
    },
  ];
};

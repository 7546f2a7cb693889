/** What the route walks need of ReturnPurchase (local/walks/route-fixtures.ts). */
import {
  type BenchFixture,
  Created,
  clientKey,
  hostedPurchaseReceiptId,
  hostedReturnId,
  idempotencyKey,
  leftBy,
  purchaseReceiptId,
  req,
} from '../../walk-kit/bench.js';
import { nowSeconds } from '../../shared/support/clock.js';
import { bench as createPurchaseBench } from './create-purchase.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, pathOf, pointsOf, post, recordPurchase, spent } from '../../walk-kit/idempotency.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { returnPurchaseRoute } from './return-purchase.contract.js';
import { createPurchaseRoute } from './create-purchase.contract.js';
import { AMOUNTS_REFUSED, type FuzzFixture } from '../../walk-kit/fuzz.js';
import { unique } from '../../walk-kit/requests.js';
import { type IsolationFixture, type Probe, type Program, refusal } from '../../walk-kit/isolation.js';
import { isolation as createPurchaseIsolation } from './create-purchase.fixture.js';

/** The probes run once for each path, the route's own first: the further path (/return) finds A's own purchases under B's receipt ids returned already. */

const hostedReturn = (receipt: string) => ({
  return_id: unique('ART'),
  original_receipt_id: receipt,
  return_type: 1,
  date_returned: '2026-03-11T10:00:00Z',
  items: [{ sku: 'A', quantity: 1 }],
});

// Runs after the purchases probes, which recorded A's own purchases under B's receipt ids: A returns its own, B's stay.
export const isolation: IsolationFixture = {
  runsAfter: [createPurchaseIsolation],
  probes: (_a, b, path) => (path === returnPurchaseRoute.path ? ownPathProbes(b) : hostedPathProbes(b)),
};

const hostedPathProbes = (b: Program): Probe[] => [
  ...Object.values(b.receipts).map((receipt) => ({
    label: `B's receipt id ${receipt}, A's own and returned whole already`,
    body: hostedReturn(receipt),
    expect: refusal('input_error', 'the purchase was already returned'),
    echoes: [receipt],
  })),
  { label: 'a receipt id nobody has', body: hostedReturn(unique('nobody')), expect: refusal('input_error', 'receipt_id: no purchase has this receipt id') },
];

const ownPathProbes = (b: Program): Probe[] => [
  ...Object.values(b.receipts).map((receipt) => ({
    label: `B's receipt id ${receipt}`,
    body: { receipt_id: receipt, total: 1 },
    expect: 'ok' as const,
    echoes: [receipt],
  })),
  { label: 'a receipt id nobody has', body: { receipt_id: unique('nobody') }, expect: refusal('input_error', 'receipt_id: no purchase has this receipt id') },
];

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ receipt_id: world.receipt, items: [{ id: 'A', quantity: 1 }] }),
  numbers: ['items.0.quantity'],
  text: ['receipt_id', 'return_id', 'items.0.id'],
  refused: [['items.0.quantity', AMOUNTS_REFUSED]],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'purchase return',
      async arrange(program) {
        const member = await program.api.newMember(program.apiKey);
        const receipt = unique('rcpt');
        await recordPurchase(program, createPurchaseRoute, { user_id: member.id, receipt_id: receipt, total: 40 });
        // Half is returned: a new key returns the other half, another effect.
        const body = { receipt_id: receipt, total: 20 };
        return {
          send: post(program, pathOf(returnPurchaseRoute)),
          body,
          otherBody: { ...body, total: 10 },
          state: async () => ({
            ...(await pointsOf(program, member.id)),
            returned: (await getPurchase(program.clientId, receipt))?.returned_amount ?? null,
          }),
          effect: (state) => ({ ...spent(state, 20), returned: ((state.returned as number | null) ?? 0) + 20 }),
        };
      },
      newKey: 'effect',
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.partReturn();
  // Its further path, in the hosted form: one unit of a purchase of two lines.
  const receipt = w.unique('rcpt');
  await w.app('POST', '/v2/purchases', {
    body: { receipt_id: receipt, total: 6, user_id: (await w.member()).id, items: [{ id: 'A', quantity: 2, price: 3 }] },
  });
  await w.app('POST', returnPurchaseRoute.also![0]!.path, {
    body: {
      return_id: w.unique('RT'),
      original_receipt_id: receipt,
      return_type: 1,
      date_returned: new Date(w.now() * 1000).toISOString(),
      items: [{ sku: 'A', quantity: 1 }],
    },
  });
};

// Each purchase the bench recorded, returned whole: its pending points are cancelled. VoidReturn voids the returns, GetPurchase shows them.
export const bench: BenchFixture = (p, ctx) => {
  const returns = leftBy(bench, ctx, () => new Created<string>());
  return [
    {
      variant: 'whole purchase, pending points cancelled, Idempotency-Key',
      movesValue: true,
      apiKey: p.bench.apiKey,
      after: [createPurchaseBench],
      request: (i) => req('POST', '/v2/purchases/return', { query: clientKey(p), headers: idempotencyKey(), body: { receipt_id: purchaseReceiptId(ctx, i) } }),
      onResponse: (b) => returns.items.push(b.return_id),
    },
    // Its further path in the hosted form: each hosted purchase returned whole, line by line, under a return id of the bench's.
    {
      variant: 'hosted form, whole purchase by its lines, Idempotency-Key',
      movesValue: true,
      apiKey: p.bench.apiKey,
      after: [createPurchaseBench],
      path: returnPurchaseRoute.also![0]!.path,
      request: (i) =>
        req('POST', returnPurchaseRoute.also![0]!.path, {
          query: clientKey(p),
          headers: idempotencyKey(),
          body: {
            return_id: hostedReturnId(ctx, i),
            original_receipt_id: hostedPurchaseReceiptId(ctx, i),
            return_type: 1,
            date_returned: new Date((nowSeconds() - 30) * 1000).toISOString(),
            items: [
              { sku: 'sku-1', quantity: 2 },
              { sku: 'sku-2', quantity: 1 },
            ],
          },
        }),
    },
  ];
};

/** What the route walks need of ReturnPurchase (local/walks/route-fixtures.ts). */
import { type BenchFixture, Created, clientKey, idempotencyKey, leftBy, purchaseReceiptId, req } from '../../walk-kit/bench.js';
import { bench as createPurchaseBench } from './create-purchase.fixture.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { type IdempotencyFixture, pathOf, pointsOf, post, recordPurchase, spent } from '../../walk-kit/idempotency.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { returnPurchaseRoute } from './return-purchase.contract.js';
import { createPurchaseRoute } from './create-purchase.contract.js';
import { AMOUNTS_REFUSED, type FuzzFixture } from '../../walk-kit/fuzz.js';
import { unique } from '../../walk-kit/requests.js';
import { type IsolationFixture, refusal } from '../../walk-kit/isolation.js';
import { isolation as createPurchaseIsolation } from './create-purchase.fixture.js';

// Runs after the purchases probes, which recorded A's own purchases under B's receipt ids: A returns its own, B's stay.
export const isolation: IsolationFixture = {
  runsAfter: [createPurchaseIsolation],
  probes: (_a, b) => [
    ...Object.values(b.receipts).map((receipt) => ({
      label: `B's receipt id ${receipt}`,
      body: { receipt_id: receipt, total: 1 },
      expect: 'ok' as const,
      echoes: [receipt],
    })),
    { label: 'a receipt id nobody has', body: { receipt_id: unique('nobody') }, expect: refusal('input_error', 'receipt_id: no purchase has this receipt id') },
  ],
};

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
  ];
};

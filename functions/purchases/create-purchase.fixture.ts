/** What the route walks need of CreatePurchase (local/walks/route-fixtures.ts). */
import { nowSeconds } from '../../shared/support/clock.js';
import { type BenchFixture, clientKey, idempotencyKey, memberWrite, hostedPurchaseReceiptId, purchaseReceiptId, req } from '../../walk-kit/bench.js';
import type { IamFixture } from '../../walk-kit/iam.js';
import { couponHolder, earned, type IdempotencyFixture, pathOf, pointsOf, post } from '../../walk-kit/idempotency.js';
import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { createPurchaseRoute } from './create-purchase.contract.js';
import { redeemRewardRoute } from '../users/redeem-reward.contract.js';
import {
  AMOUNTS_REFUSED,
  AMOUNTS_TAKEN,
  each,
  type FuzzFixture,
  PURCHASE_AMOUNTS,
  PURCHASE_AMOUNTS_TAKEN,
  PURCHASE_NUMBERS,
  PURCHASE_TEXT,
  purchaseBody,
} from '../../walk-kit/fuzz.js';
import { unique } from '../../walk-kit/requests.js';
import { eachIdOfBInBody, type IsolationFixture, NO_USER, type Probe, type Program, refusal, withBsKey } from '../../walk-kit/isolation.js';

/**
 * The probes run once for each path of the route, its own first: the first records A's own
 * purchases under B's receipt ids, so the further path (/purchase) finds those ids taken by A and
 * sends the hosted form, B's member named by its e-mail in user_attributes.
 */
export const isolation: IsolationFixture = (a, b, path) => (path === createPurchaseRoute.path ? ownPathProbes(a, b) : hostedPathProbes(a, b));

const hostedBody = (extra: Record<string, unknown>) => ({
  receipt_id: unique('arcpt'),
  total: 1,
  date_purchased: '2026-03-10T10:00:00-05:00',
  items: [{ sku: 'A', price: 1, quantity: 1 }],
  ...extra,
});

const hostedPathProbes = (a: Program, b: Program): Probe[] => [
  ...eachIdOfBInBody(b, NO_USER.param_error, { receipt_id: unique('arcpt'), total: 5 }),
  // Found by nobody in A's program: the purchase is A's, recorded without a member.
  {
    label: "B's member's e-mail in user_attributes",
    body: hostedBody({ user_attributes: { email_address: b.ids.email } }),
    expect: 'ok',
    echoes: [b.ids.email],
  },
  {
    label: "B's member's third-party id in user_attributes",
    body: hostedBody({ user_attributes: { third_party_id: b.ids.third_party_id } }),
    expect: 'ok',
    echoes: [b.ids.third_party_id],
  },
  ...Object.values(b.receipts).map((receipt) => ({
    label: `B's receipt id ${receipt}, A's own since the route's own path recorded it`,
    body: hostedBody({ user_id: a.memberId, receipt_id: receipt }),
    expect: refusal('input_error', 'receipt already exists'),
    echoes: [receipt],
  })),
  { label: "B's coupon codes in the hosted form", body: hostedBody({ user_id: a.memberId, coupons: b.rewardCodes }), expect: 'ok' },
];

const ownPathProbes = (a: Program, b: Program): Probe[] => [
  ...eachIdOfBInBody(b, NO_USER.param_error, { receipt_id: unique('arcpt'), total: 5 }),
  // Receipt ids are the client's own: A may record one B also has, without touching B's.
  ...Object.values(b.receipts).map((receipt) => ({
    label: `B's receipt id ${receipt}`,
    body: { user_id: a.memberId, receipt_id: receipt, total: 1 },
    expect: 'ok' as const,
  })),
  // Listed coupon codes are looked up among the purchaser's coupons, or client-wide without one.
  { label: "B's coupon codes for A's member", body: { user_id: a.memberId, receipt_id: unique('arcpt'), total: 1, coupon_codes: b.rewardCodes }, expect: 'ok' },
  { label: "B's coupon codes without a member", body: { receipt_id: unique('arcpt'), total: 1, coupon_codes: b.rewardCodes }, expect: 'ok' },
  withBsKey('purchase', { body: { user_id: a.memberId, receipt_id: unique('arcpt'), total: 3 } }),
];

export const fuzz: FuzzFixture = (world) => ({
  body: () => ({ receipt_id: unique('rcpt'), ...purchaseBody(world) }),
  numbers: PURCHASE_NUMBERS,
  text: PURCHASE_TEXT,
  refused: [
    ['loc_lat', [90.000001, -90.5, 91, '91', '-90.01', 1e-320, 'north']],
    ['loc_long', [180.000001, -181, '181', '-180.5', 1e-320, 'east']],
    ...each(PURCHASE_AMOUNTS, AMOUNTS_REFUSED),
  ],
  taken: [
    ['loc_lat', [90, -90, '90', '-90', '40.712776', 0]],
    ['loc_long', [180, -180, '180', '-180', '-74.005974', 0]],
    ...each(PURCHASE_AMOUNTS_TAKEN, AMOUNTS_TAKEN),
  ],
});

export const idempotency: IdempotencyFixture = {
  cases: [
    {
      name: 'purchase',
      async arrange(program) {
        const { member, codes, used } = await couponHolder(program, redeemRewardRoute);
        const receipt = unique('rcpt');
        // The purchase earns points and uses the member's first coupon.
        const body = { user_id: member.id, receipt_id: receipt, total: 20, coupon_codes: [codes[0]] };
        return {
          send: post(program, pathOf(createPurchaseRoute)),
          body,
          otherBody: { ...body, total: 21 },
          state: async () => ({
            ...(await pointsOf(program, member.id)),
            receiptTotal: (await getPurchase(program.clientId, receipt))?.total ?? null,
            used: await used(),
          }),
          effect: (state) => ({ ...earned(state, 20), receiptTotal: 20, used: [true, (state.used as boolean[])[1]] }),
        };
      },
      newKey: { status: 400, error: 'input_error', message: 'receipt already exists' },
    },
    {
      name: 'purchase in the hosted form, with an order id',
      async arrange(program) {
        const member = await program.api.newMember(program.apiKey);
        const receipt = unique('rcpt');
        // The order id is reserved in the purchase's transaction: a new key finds the receipt taken, and nothing more is written.
        const body = {
          receipt_id: receipt,
          order_id: unique('order'),
          user_id: member.id,
          total: 20,
          date_purchased: new Date().toISOString(),
          items: [{ sku: 'A', price: 20, quantity: 1 }],
        };
        return {
          send: post(program, pathOf(createPurchaseRoute)),
          body,
          otherBody: { ...body, total: 21 },
          state: async () => ({ ...(await pointsOf(program, member.id)), receiptTotal: (await getPurchase(program.clientId, receipt))?.total ?? null }),
          effect: (state) => ({ ...earned(state, 20), receiptTotal: 20 }),
        };
      },
      newKey: { status: 400, error: 'input_error', message: 'receipt already exists' },
    },
  ],
};

export const iam: IamFixture = async (w) => {
  await w.returnedPurchase();
  // Its further path, in the hosted form: the member found by e-mail, an order id reserved beside the receipt.
  const member = await w.member();
  await w.app('POST', createPurchaseRoute.also![0]!.path, {
    body: {
      receipt_id: w.unique('rcpt'),
      order_id: w.unique('order'),
      user_attributes: { email_address: member.email_address },
      total: 6,
      date_purchased: new Date(w.now() * 1000).toISOString(),
      items: [{ sku: 'A', price: 3, quantity: 2 }],
    },
  });
};

export const bench: BenchFixture = (p, ctx) => {
  const purchasers = p.take(ctx.perRoute);
  return [
    memberWrite(p, 'member purchase (pending points), Idempotency-Key', true, (i) =>
      req('POST', '/v2/purchases', {
        query: clientKey(p),
        headers: idempotencyKey(),
        body: {
          receipt_id: purchaseReceiptId(ctx, i),
          date_purchase: nowSeconds() - 60,
          loc_id: 'store-3',
          total: 42.5,
          tax: 3.4,
          items: [
            { id: 'sku-1', quantity: 2, cost: 12.5 },
            { id: 'sku-2', quantity: 1, cost: 17.5 },
          ],
          user_id: purchasers[i]!.id,
        },
      }),
    ),
    // Its further path in the hosted form: the order id's lookup joins the transaction.
    {
      ...memberWrite(p, 'hosted form with an order id, Idempotency-Key', true, (i) =>
        req('POST', createPurchaseRoute.also![0]!.path, {
          query: clientKey(p),
          headers: idempotencyKey(),
          body: {
            receipt_id: hostedPurchaseReceiptId(ctx, i),
            order_id: `ORD-${ctx.run}-${i}`,
            date_purchased: new Date((nowSeconds() - 60) * 1000).toISOString(),
            total: 42.5,
            items: [
              { sku: 'sku-1', quantity: 2, price: 12.5 },
              { sku: 'sku-2', quantity: 1, price: 17.5 },
            ],
            user_id: purchasers[i]!.id,
          },
        }),
      ),
      path: createPurchaseRoute.also![0]!.path,
    },
  ];
};

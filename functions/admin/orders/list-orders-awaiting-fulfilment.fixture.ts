/** What the route walks need of AdminListOrdersAwaitingFulfilment (local/walks/route-fixtures.ts). */
import { optimisticTransaction } from '../../../shared/data/transactions.js';
import { getMember } from '../../../shared/member-store/index.js';
import { CreateUserBody } from '../../../shared/members/member-bodies.js';
import { createUser } from '../../../shared/members/member-profiles.js';
import { pointsMovement } from '../../../shared/points/ledger.js';
import { DEFAULT_SETTINGS } from '../../../shared/programs/settings.js';
import { serviceRequest } from '../../../shared/requests/index.js';
import { ordersAwaitingFulfilment } from '../../../shared/rewards/fulfilment.js';
import { createReward, RewardInputSchema } from '../../../shared/rewards/reward-catalogue.js';
import { MAX_AWAITING_LIST, RedemptionBody } from '../../../shared/rewards/reward-requests.js';
import { redeemReward } from '../../../shared/rewards/redemption.js';
import { nowSeconds } from '../../../shared/support/clock.js';
import { adminCase, adminReq, arrayRows, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import type { IamFixture } from '../../../walk-kit/iam.js';

export const iam: IamFixture = async (w) => {
  await w.admin('GET', '/orders/awaiting_fulfilment');
};

// The long variant seeds orders awaiting fulfilment on the second operator client, for AdminFulfilOrder.
export const bench: BenchFixture = (p, ctx) => {
  const opB = p.operatorB.client.clientId;
  const awaitingOrders = leftBy(bench, ctx, () => new Created<number>());
  // Orders that ship: one member redeems a shipping reward perRoute times.
  const seedShippingOrders = async () => {
    const client = p.operatorB.client;
    const reward = await createReward(
      opB,
      RewardInputSchema.parse({ title: 'Operator jersey', num_points: 1, total_quantity: 100_000, is_shipping_required: 1 }),
    );
    const member = await createUser(
      client,
      CreateUserBody.parse({
        first_name: 'Ship',
        last_name: 'To',
        date_of_birth: 631_152_000,
        email_address: `ship-${ctx.run}@bench.example.com`,
        postal_code: '10001',
      }),
    );
    await optimisticTransaction(async () => {
      const current = (await getMember(opB, member.id as number, true))!;
      return {
        items: pointsMovement(current, { kind: 'adjustment', points: 10 * ctx.perRoute, name: 'Bench credit', at: nowSeconds() }, DEFAULT_SETTINGS).items,
        result: undefined,
      };
    }, undefined);
    const stored = (await getMember(opB, member.id as number, true))!;
    const address = {
      shipping_first_name: 'Ship',
      shipping_last_name: 'To',
      shipping_street_address_1: '1 Main St',
      shipping_country: 'US',
      shipping_state: 'NY',
      shipping_city: 'New York',
      shipping_zip: '10001',
    };
    for (let i = 0; i < ctx.perRoute; i++) await redeemReward(serviceRequest(client, stored), RedemptionBody.parse({ reward_id: reward.id, ...address }));
    awaitingOrders.items.push(...(await ordersAwaitingFulfilment(opB, MAX_AWAITING_LIST)).map((order) => order.redeem_order_id as number));
  };
  const awaitingPath = (client: string) => `/${client}/orders/awaiting_fulfilment`;
  return [
    adminCase('short: none awaiting', () => adminReq('GET', awaitingPath(p.small.client.clientId)), { rows: arrayRows }),
    adminCase(
      `long: ${MAX_AWAITING_LIST} of ${ctx.perRoute} awaiting`,
      () => ({ ...adminReq('GET', awaitingPath(opB)), query: { limit: String(MAX_AWAITING_LIST) } }),
      {
        rows: arrayRows,
        prepare: seedShippingOrders,
      },
    ),
  ];
};

/** What the route walks need of AdminFulfilOrder (local/walks/route-fixtures.ts). */
import { adminCase, adminReq, type BenchFixture, Created, leftBy } from '../../../walk-kit/bench.js';
import { bench as listOrdersAwaitingFulfilmentBench } from './list-orders-awaiting-fulfilment.fixture.js';
import type { IamFixture } from '../../../walk-kit/iam.js';
import type { FuzzFixture } from '../../../walk-kit/fuzz.js';
import { nowSeconds } from '../../../shared/support/clock.js';

export const fuzz: FuzzFixture = (world) => ({
  params: { order_id: world.order.redeem_order_id },
  body: () => ({ tracking_number: 'T-1', date_fulfilled: nowSeconds() }),
  numbers: ['date_fulfilled'],
  text: ['tracking_number'],
});

export const iam: IamFixture = async (w) => {
  await w.shippedOrder();
  const member = await w.member();
  const awaiting = await w.admin('GET', '/orders/awaiting_fulfilment');
  // The member's own order: the walk's leaving member has one awaiting too.
  const order = awaiting.find((entry: any) => entry.user_id === member.id) ?? awaiting[0];
  await w.admin('PUT', `/orders/${order.redeem_order_id ?? order.order_id}/fulfilment`, { tracking_number: 'TRACK-1', date_fulfilled: w.now() });
};

export const bench: BenchFixture = (p, ctx) => {
  const orders = leftBy(listOrdersAwaitingFulfilmentBench, ctx, () => new Created<number>());
  return [
    adminCase(
      'an order awaiting fulfilment, with tracking number',
      (i) => adminReq('PUT', `/${p.operatorB.client.clientId}/orders/${orders.at(i)}/fulfilment`, { tracking_number: `TRK-${ctx.run}-${i}` }),
      { after: [listOrdersAwaitingFulfilmentBench] },
    ),
  ];
};

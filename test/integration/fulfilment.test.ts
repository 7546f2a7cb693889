import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { createCodeReward, createReward, redeem, SHIPPING } from '../../local/walks/rewards.js';

const awaiting = (clientId: string, query: Record<string, string | number> = {}) =>
  call('GET', `/admin/v1/clients/${clientId}/orders/awaiting_fulfilment`, { headers: ADMIN_HEADERS, query });
const fulfil = (clientId: string, orderId: number | string, body: unknown) =>
  call('PUT', `/admin/v1/clients/${clientId}/orders/${orderId}/fulfilment`, { headers: ADMIN_HEADERS, body });
const history = (apiKey: string, memberId: number) => call('GET', `/v2/users/${memberId}/redemption_history`, { query: { api_key: apiKey } });

describe('fulfilment of orders that ship', () => {
  let clientId: string;
  let apiKey: string;
  let shipped: any;
  /** A member with points and one fresh order of the shipped reward, and that order as listed. */
  async function ordered() {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 1_000);
    expect((await redeem(apiKey, member.id, { reward_id: shipped.id, ...SHIPPING })).status).toBe(200);
    const order = (await awaiting(clientId, { limit: 200 })).body.find((o: any) => o.user_id === member.id);
    return { member, order };
  }
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    shipped = await createReward(clientId, { title: 'Jersey', num_points: 10, total_quantity: 1_000, is_shipping_required: 1 });
  }, 30_000);
  afterEach(() => resetClock());

  it('lists orders that ship, oldest first, and not those that do not', async () => {
    const { clientId: ownClient, apiKey: ownKey } = await newClient();
    const fan = await newMember(ownKey);
    await creditPoints(ownClient, fan.id, 1_000);
    const jersey = await createReward(ownClient, { title: 'Jersey', num_points: 10, total_quantity: 100, is_shipping_required: 1 });
    const mug = await createReward(ownClient, { title: 'Mug', num_points: 10 });
    const { reward: codes } = await createCodeReward(ownClient, 1, { num_points: 10 });
    for (let i = 0; i < 5; i++) {
      expect((await redeem(ownKey, fan.id, { reward_id: jersey.id, quantity: i + 1, ...SHIPPING })).status).toBe(200);
      advanceClock(60);
    }
    expect((await redeem(ownKey, fan.id, { reward_id: mug.id })).status).toBe(200);
    expect((await redeem(ownKey, fan.id, { reward_id: codes.id })).status).toBe(200);

    const all = await awaiting(ownClient);
    const firstThree = await awaiting(ownClient, { limit: 3 });

    expect(all.status).toBe(200);
    expect(all.body.map((o: any) => o.quantity)).toEqual([1, 2, 3, 4, 5]);
    expect(all.body[0]).toEqual({
      redeem_order_id: expect.any(Number),
      user_id: fan.id,
      reward_id: jersey.id,
      reward_title: 'Jersey',
      quantity: 1,
      date_created: expect.any(Number),
      ...SHIPPING,
      date_fulfilled: null,
      tracking_number: null,
    });
    expect(firstThree.body).toEqual(all.body.slice(0, 3));
  }, 60_000);

  it('marks an order fulfilled: it leaves the list and the member sees the date and tracking number', async () => {
    const { member, order } = await ordered();

    const res = await fulfil(clientId, order.redeem_order_id, { tracking_number: '1Z999AA10123456784' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redeem_order_id: order.redeem_order_id, tracking_number: '1Z999AA10123456784', date_fulfilled: expect.any(Number) });
    expect(res.body.date_fulfilled).toBeGreaterThanOrEqual(order.date_created);
    expect((await awaiting(clientId)).body.map((o: any) => o.redeem_order_id)).not.toContain(order.redeem_order_id);
    const [record] = (await history(apiKey, member.id)).body;
    expect(record).toMatchObject({ date_fulfilled: res.body.date_fulfilled, tracking_number: '1Z999AA10123456784', reward_title: 'Jersey' });
  }, 30_000);

  it('corrects the tracking number of a fulfilled order and keeps its date', async () => {
    const { member, order } = await ordered();
    const first = await fulfil(clientId, order.redeem_order_id, { tracking_number: 'WRONG' });
    advanceClock(3_600);

    const corrected = await fulfil(clientId, order.redeem_order_id, { tracking_number: 'RIGHT' });

    expect(corrected.body).toMatchObject({ tracking_number: 'RIGHT', date_fulfilled: first.body.date_fulfilled });
    const [record] = (await history(apiKey, member.id)).body;
    expect(record).toMatchObject({ tracking_number: 'RIGHT', date_fulfilled: first.body.date_fulfilled });
  }, 30_000);

  it('refuses unknown orders, orders of another client, orders that do not ship and bad input, changing nothing', async () => {
    const { member, order } = await ordered();
    const { clientId: otherClient } = await newClient();
    const before = (await awaiting(clientId)).body;

    expect(await fulfil(clientId, 424242, {})).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const { reward: codes } = await createCodeReward(clientId, 1, { num_points: 10 });
    expect((await redeem(apiKey, member.id, { reward_id: codes.id })).status).toBe(200);
    const [coupon] = (await call('GET', `/v2/users/${member.id}/usable_coupons`, { query: { api_key: apiKey } })).body;
    expect(await fulfil(clientId, coupon.redeem_order_id, {})).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await fulfil(otherClient, order.redeem_order_id, {})).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await fulfil(clientId, 'abc', {})).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(await fulfil(clientId, order.redeem_order_id, { tracking_number: 'x'.repeat(101) })).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(await fulfil(clientId, order.redeem_order_id, { date_fulfilled: order.date_created - 1 })).toMatchObject({
      status: 400,
      body: { error: 'input_error', message: 'date_fulfilled is before the order was placed' },
    });
    expect(await awaiting(clientId, { limit: 0 })).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(await awaiting(clientId, { limit: 201 })).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect((await awaiting(clientId)).body).toEqual(before);
  }, 30_000);

  it('fulfils once under parallel requests and keeps the order and its record in step', async () => {
    const { member, order } = await ordered();

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => fulfil(clientId, order.redeem_order_id, { tracking_number: `T${i}` })));

    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [record] = (await history(apiKey, member.id)).body;
    const last = (await fulfil(clientId, order.redeem_order_id, {})).body;
    expect(record).toMatchObject({ tracking_number: last.tracking_number, date_fulfilled: last.date_fulfilled });
  }, 30_000);
});

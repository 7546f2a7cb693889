import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { adminCall, createCodeReward, redeem } from '../../local/walks/rewards.js';

const DAY = 86_400;

describe('usable coupons and coupon use', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  afterEach(() => resetClock());

  async function memberWithCoupons(count: number, expirationDays: number | null = 30) {
    const { reward, category } = await createCodeReward(clientId, count, { title: 'Free coffee', num_points: 10 }, expirationDays);
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);
    const order = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: count });
    if (order.status !== 200) throw new Error(JSON.stringify(order.body));
    return { member, reward, category, order: order.body };
  }

  const usable = (memberId: number | string, idType?: string, expired?: 'true' | 'false') =>
    call('GET', `/v2/users/${memberId}/usable_coupons`, { query: { api_key: apiKey, id_type: idType, expired } });
  const report = (path: 'use' | 'unuse', userId: number | string, code: string, idType?: string) =>
    call('POST', `/v2/coupon/${path}`, { query: { api_key: apiKey, id_type: idType }, body: { user_id: userId, code } });

  it('lists the coupons of a code redemption in the 2.10 shape', async () => {
    const { member, reward, category, order } = await memberWithCoupons(2, 30);

    const res = await usable(member.id);

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.map((coupon: any) => coupon.code).sort()).toEqual([...order.codes].sort());
    const [coupon] = res.body;
    expect(coupon).toEqual({
      reward_id: Number(reward.id),
      reward_category_id: null,
      redeem_order_id: expect.any(Number),
      redeem_order_coupon_id: expect.any(Number),
      total_points_redeemed: 20,
      ending_balance: 80,
      quantity: 2,
      code: expect.any(String),
      reward_title: 'Free coffee',
      coupon_category_id: category.id,
      coupon_category_name: category.name,
      coupon_category_expiration_days: 30,
      batch_num: 1,
      date_to_expire: order.date_created + 30 * DAY,
      order_date_created: order.date_created,
      coupon_date_created: order.date_created,
    });
    expect(res.body[1].redeem_order_id).toBe(coupon.redeem_order_id);
    expect(res.body[1].redeem_order_coupon_id).not.toBe(coupon.redeem_order_coupon_id);
  });

  it('lists an expired unused coupon by default (expired=true, as the hosted API) and drops it with expired=false; keeps one without expiry', async () => {
    const dated = await memberWithCoupons(1, 2);
    const undated = await memberWithCoupons(1, null);
    advanceClock(3 * DAY);

    const byDefault = await usable(dated.member.id);
    const expired = await usable(dated.member.id, undefined, 'false');
    const kept = await usable(undated.member.id, undefined, 'false');
    const badFlag = await usable(dated.member.id, undefined, 'maybe' as 'true');

    expect(byDefault.body).toHaveLength(1);
    expect(byDefault.body[0].date_to_expire).toBeLessThan(Math.floor(Date.now() / 1000) + 3 * DAY);
    expect(expired.body).toEqual([]);
    expect(badFlag).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(kept.body).toHaveLength(1);
    expect(kept.body[0]).toMatchObject({ coupon_category_expiration_days: null, date_to_expire: null });
  });

  it('hides a coupon reported used until it is reported unused again', async () => {
    const { member, order } = await memberWithCoupons(2);
    const [used, other] = order.codes;

    const use = await report('use', member.id, used);
    const afterUse = await usable(member.id);
    const again = await report('use', member.id, used);
    const unuse = await report('unuse', member.id, used);
    const afterUnuse = await usable(member.id);

    expect(use).toMatchObject({ status: 200, body: { code: used, used: true, date_used: expect.any(Number) } });
    expect(afterUse.body.map((coupon: any) => coupon.code)).toEqual([other]);
    expect(again).toMatchObject({ status: 200, body: { code: used, used: true } });
    expect(unuse).toMatchObject({ status: 200, body: { code: used, used: false, date_used: null } });
    expect(afterUnuse.body.map((coupon: any) => coupon.code).sort()).toEqual([used, other].sort());
  });

  it('finds the member of a coupon report by id_type', async () => {
    const { member, order } = await memberWithCoupons(1);

    const res = await report('use', member.email_address, order.codes[0], 'email');

    expect(res.body.used).toBe(true);
    expect((await usable(member.id)).body).toEqual([]);
  });

  it('answers invalid_code for a code the member does not hold and page_not_found for an unknown member', async () => {
    const { member, order } = await memberWithCoupons(1);
    const other = await newMember(apiKey);

    const unknownCode = await report('use', member.id, 'NOT-A-CODE');
    const someoneElses = await report('use', other.id, order.codes[0]);
    const stranger = await report('unuse', 123, order.codes[0]);
    const noCode = await call('POST', '/v2/coupon/use', { query: { api_key: apiKey }, body: { user_id: member.id } });

    expect(unknownCode).toMatchObject({ status: 400, body: { error: 'invalid_code', message: expect.any(String) } });
    expect(someoneElses).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
    expect(stranger).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
    expect(noCode).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('code') } });
    expect((await usable(member.id)).body).toHaveLength(1);
  });

  it('refuses id_type=mobile_phone_number on usable coupons and answers page_not_found for an unknown member', async () => {
    const phone = await usable('5551234567', 'mobile_phone_number');
    const stranger = await usable(123);

    expect(phone).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('id_type') } });
    expect(stranger).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('answers an empty list for a member without coupons', async () => {
    const member = await newMember(apiKey);

    expect(await usable(member.id)).toMatchObject({ status: 200, body: [] });
  });

  it('keeps the coupon category name a coupon was assigned with', async () => {
    const { member, category } = await memberWithCoupons(1);

    await adminCall('PUT', `${clientId}/coupon_categories/${category.id}`, { name: 'Renamed', expiration_days: 1 });

    expect((await usable(member.id)).body[0]).toMatchObject({ coupon_category_name: category.name, coupon_category_expiration_days: 30 });
  });
});

describe('usable coupons: the reward category', () => {
  it("carries reward_category_id, the coupon's reward's category as a string", async () => {
    const { clientId, apiKey } = await newClient();
    const category = await adminCall('POST', `${clientId}/reward_categories`, { name: 'Drinks' });
    const { reward } = await createCodeReward(clientId, 1, { title: 'Free juice', num_points: 10, category_id: category.body.id });
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);
    await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 1 });

    const res = await call('GET', `/v2/users/${member.id}/usable_coupons`, { query: { api_key: apiKey } });

    expect(res.body).toHaveLength(1);
    expect(res.body[0].reward_category_id).toBe(String(category.body.id));
  });
});

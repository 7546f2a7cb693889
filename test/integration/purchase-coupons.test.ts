import { getPurchase } from '../../shared/purchases/purchase-repository.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember, unique } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { addCodes, createCodeReward, createCouponCategory, createReward, redeem } from '../../local/walks/rewards.js';

/**
 * The seam between purchases (4.8) and usable coupons (2.10): a purchase listing a coupon's
 * code marks that coupon used, in the purchase's own transaction, whether or not the purchase
 * names a member.
 */
describe('coupons listed by purchases', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ purchase_v1: true }));
  });
  afterEach(() => resetClock());

  const purchase = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: unique('r'), total: 10, ...body }, headers });
  const usableCodes = async (memberId: number): Promise<string[]> => {
    const res = await call('GET', `/v2/users/${memberId}/usable_coupons`, { query: { api_key: apiKey } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.map((coupon: { code: string }) => coupon.code).sort();
  };
  const report = (path: 'use' | 'unuse', memberId: number, code: string) =>
    call('POST', `/v2/coupon/${path}`, { query: { api_key: apiKey }, body: { user_id: memberId, code } });
  const points = async (memberId: number): Promise<number> =>
    (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body.total_points;

  /** A member who redeemed one unit of `rewardId`; returns the member and the code they got. */
  async function memberRedeeming(rewardId: string): Promise<{ id: number; code: string }> {
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 10);
    const order = await redeem(apiKey, member.id, { reward_id: rewardId, quantity: 1 });
    if (order.status !== 200) throw new Error(JSON.stringify(order.body));
    return { id: member.id, code: order.body.codes[0] };
  }

  /** A member holding one coupon from a fresh code reward. */
  async function memberWithCoupon() {
    const { reward } = await createCodeReward(clientId, 1, { num_points: 10 }, 30);
    return memberRedeeming(reward.id);
  }

  /** Two members holding coupons with the same code, from two rewards whose pools both hold it. */
  async function twoHoldersOfOneCode() {
    const code = unique('SHARED-');
    const category = await createCouponCategory(clientId, unique('Coupons '), 30);
    const rewards = await Promise.all([0, 1].map(() => createReward(clientId, { coupon_category_id: category.id, num_points: 10 })));
    for (const reward of rewards) await addCodes(clientId, reward.id, [code]);
    const [first, second] = [await memberRedeeming(rewards[0].id), await memberRedeeming(rewards[1].id)];
    return { code, first, second };
  }

  it('follows a coupon through a purchase naming the member, coupon/unuse and a purchase without a member', async () => {
    const member = await memberWithCoupon();
    const listed = await usableCodes(member.id);

    const withMember = await purchase({ user_id: member.id, coupon_codes: [member.code] });
    const afterPurchase = await usableCodes(member.id);
    const unuse = await report('unuse', member.id, member.code);
    const afterUnuse = await usableCodes(member.id);
    const withoutMember = await purchase({ coupon_codes: [member.code] });
    const afterAnonymousPurchase = await usableCodes(member.id);

    expect(listed).toEqual([member.code]);
    expect(withMember).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(afterPurchase).toEqual([]);
    expect(unuse).toMatchObject({ status: 200, body: { code: member.code, used: false, date_used: null } });
    expect(afterUnuse).toEqual([member.code]);
    expect(withoutMember).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(afterAnonymousPurchase).toEqual([]);
  });

  it('answers a later coupon/use with the use the purchase recorded', async () => {
    const member = await memberWithCoupon();
    const purchasedAt = nowSeconds();
    await purchase({ coupon_codes: [member.code] });
    advanceClock(3600);

    const again = await report('use', member.id, member.code);

    expect(again).toMatchObject({ status: 200, body: { code: member.code, used: true, date_used: purchasedAt } });
  });

  it('records a purchase listing codes that match no coupon and changes no coupon', async () => {
    const member = await memberWithCoupon();
    const receiptId = unique('r');
    const unknown = [unique('OTHER-SYSTEM-'), `${member.code}-NOT`];

    const withMember = await purchase({ receipt_id: receiptId, user_id: member.id, coupon_codes: unknown });
    const withoutMember = await purchase({ coupon_codes: unknown });

    expect(withMember).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(withoutMember).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(await usableCodes(member.id)).toEqual([member.code]);
    expect(await getPurchase(clientId, receiptId)).toMatchObject({ coupon_codes: unknown });
  });

  it('uses one coupon per listed code and leaves the ones it does not list', async () => {
    const { reward } = await createCodeReward(clientId, 3, { num_points: 10 }, 30);
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 30);
    const order = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 3 });
    const [first, second, kept] = order.body.codes as string[];

    const res = await purchase({ user_id: member.id, coupon_codes: [first, second, first, unique('UNKNOWN-')] });

    expect(res.status).toBe(200);
    expect(await usableCodes(member.id)).toEqual([kept]);
  });

  it('does not use a coupon again when a purchase is replayed with the same Idempotency-Key', async () => {
    const member = await memberWithCoupon();
    const body = { receipt_id: unique('r'), user_id: member.id, total: 4, coupon_codes: [member.code] };
    const headers = { 'idempotency-key': unique('key') };
    const first = await purchase(body, headers);
    const afterFirst = await usableCodes(member.id);
    await report('unuse', member.id, member.code);

    const replay = await purchase(body, headers);

    expect(first).toMatchObject({ status: 200, body: { message: 'purchase created' } });
    expect(afterFirst).toEqual([]);
    expect(replay).toMatchObject({ status: 200, body: first.body });
    expect(await usableCodes(member.id)).toEqual([member.code]);
    expect(await points(member.id)).toBe(10 + 4);
  });

  it('uses the purchaser’s own coupon when another member holds one with the same code', async () => {
    const { code, first, second } = await twoHoldersOfOneCode();

    const res = await purchase({ user_id: second.id, coupon_codes: [code] });

    expect(res.status).toBe(200);
    expect(await usableCodes(second.id)).toEqual([]);
    expect(await usableCodes(first.id)).toEqual([code]);
  });

  it('uses another member’s coupon when the purchaser holds none with the listed code', async () => {
    const holder = await memberWithCoupon();
    const purchaser = await newMember(apiKey);

    const res = await purchase({ user_id: purchaser.id, coupon_codes: [holder.code] });

    expect(res.status).toBe(200);
    expect(await usableCodes(holder.id)).toEqual([]);
  });

  it('uses one coupon per listing when a code is held twice and no member is named', async () => {
    const { code, first, second } = await twoHoldersOfOneCode();

    const once = await purchase({ coupon_codes: [code] });
    const remaining = [...(await usableCodes(first.id)), ...(await usableCodes(second.id))];
    const twice = await purchase({ coupon_codes: [code] });

    expect(once.status).toBe(200);
    expect(remaining).toEqual([code]);
    expect(twice.status).toBe(200);
    expect([...(await usableCodes(first.id)), ...(await usableCodes(second.id))]).toEqual([]);
  });

  it('records all four concurrent purchases listing one code, which leave its coupon used', async () => {
    const member = await memberWithCoupon();

    const results = await Promise.all(Array.from({ length: 4 }, () => purchase({ coupon_codes: [member.code] })));

    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await usableCodes(member.id)).toEqual([]);
    expect(await report('use', member.id, member.code)).toMatchObject({ status: 200, body: { used: true } });
  });
});

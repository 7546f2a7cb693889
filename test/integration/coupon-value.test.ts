import type { MiddlewareStack } from '@smithy/types';
import { documentClient } from '../../shared/data/client.js';
import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { createCodeReward, redeem } from '../../local/walks/rewards.js';

const DAY = 86_400;

/** POST /v2/coupon/use and /unuse with the hosted API's body: {coupon_value, use_date?}. */
describe('coupon use and unuse by coupon_value', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  afterEach(() => resetClock());

  async function issuedCoupon(expirationDays: number | null = 30) {
    const { reward } = await createCodeReward(clientId, 1, { title: 'Free tea', num_points: 10 }, expirationDays);
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);
    const order = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 1 });
    if (order.status !== 200) throw new Error(JSON.stringify(order.body));
    return { member, code: order.body.codes[0] as string };
  }

  const send = (path: 'use' | 'unuse', body: unknown) => call('POST', `/v2/coupon/${path}`, { query: { api_key: apiKey }, body });
  const ownCoupons = async (memberId: number) =>
    (await call('GET', `/v2/users/${memberId}/usable_coupons`, { query: { api_key: apiKey, expired: 'false' } })).body as Array<{ code: string }>;

  it('marks the coupon carrying the code used, whoever holds it, and answers {success, message}', async () => {
    const { member, code } = await issuedCoupon();

    const res = await send('use', { coupon_value: code, use_date: '2026-05-20T18:25:43-04:00' });

    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Successfully submitted' } });
    expect((await ownCoupons(member.id)).map((c) => c.code)).not.toContain(code);
    const own = await call('POST', '/v2/coupon/use', { query: { api_key: apiKey }, body: { user_id: member.id, code } });
    expect(own.body).toMatchObject({ used: true, date_used: Math.floor(Date.parse('2026-05-20T18:25:43-04:00') / 1000) });
  });

  it('makes a used coupon usable again with unuse, and refuses to unuse it twice with not_used', async () => {
    const { member, code } = await issuedCoupon();
    await send('use', { coupon_value: code });

    const unused = await send('unuse', { coupon_value: code });
    const again = await send('unuse', { coupon_value: code });

    expect(unused).toMatchObject({ status: 200, body: { success: true, message: 'Successfully submitted' } });
    expect((await ownCoupons(member.id)).map((c) => c.code)).toContain(code);
    expect(again).toMatchObject({ status: 400, body: { error: 'not_used', message: expect.any(String) } });
  });

  it('answers not_issued (404) for a code no coupon carries, on use and on unuse', async () => {
    for (const path of ['use', 'unuse'] as const) {
      const res = await send(path, { coupon_value: 'NEVER-ISSUED-1X3FJ9K003' });
      expect(res).toMatchObject({ status: 404, body: { error: 'not_issued', message: 'Coupon has not been issued' } });
    }
  });

  it('refuses to use a coupon already used, or expired, with invalid', async () => {
    const used = await issuedCoupon();
    await send('use', { coupon_value: used.code });
    const expiring = await issuedCoupon(1);
    advanceClock(2 * DAY);

    const usedAgain = await send('use', { coupon_value: used.code });
    const expired = await send('use', { coupon_value: expiring.code });

    expect(usedAgain).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Coupon has already been used' } });
    expect(expired).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Coupon has expired' } });
  });

  it('answers no_data for an empty coupon_value and input_error for a bad use_date or neither form', async () => {
    const { code } = await issuedCoupon();

    const empty = await send('use', { coupon_value: '  ' });
    const badDate = await send('use', { coupon_value: code, use_date: 'last tuesday' });
    const neither = await send('use', { use_date: '2026-05-20T18:25:43Z' });

    expect(empty).toMatchObject({ status: 400, body: { error: 'no_data' } });
    expect(badDate).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('use_date') } });
    expect(neither).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect((await send('use', { coupon_value: code })).status).toBe(200);
  });

  it('uses a coupon once when two uses of its code race', async () => {
    const { code } = await issuedCoupon();

    const results = await Promise.all([send('use', { coupon_value: code }), send('use', { coupon_value: code })]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error).toBe('invalid');
  });

  it('never calls an issued coupon not issued while uses and unuses of its code race, 100 at a time', async () => {
    const { code } = await issuedCoupon();

    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => send(i % 2 === 0 ? 'use' : 'unuse', { coupon_value: code })));

    for (const res of results) expect(res.status === 200 || ['invalid', 'not_used', 'conflict'].includes(res.body.error)).toBe(true);
    expect(results.filter((res) => res.body.error === 'not_issued')).toEqual([]);
  }, 60_000);

  it('does not call a coupon not issued when another unuse moves it between its lookups', async () => {
    const { code } = await issuedCoupon();
    expect((await send('use', { coupon_value: code })).status).toBe(200);
    // Hold the first look into the used coupons until another unuse has moved the coupon back to usable.
    let release!: () => void;
    const moved = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
    stack.add(
      (next, context) => async (args) => {
        if (!held && context.commandName === 'QueryCommand' && JSON.stringify(args.input).includes('USED_COUPON_CODE')) {
          held = true;
          await moved;
        }
        return next(args);
      },
      { step: 'initialize', name: 'holdUsedCouponLookup' },
    );

    try {
      const first = send('unuse', { coupon_value: code });
      while (!held) await new Promise((resolve) => setImmediate(resolve));
      const other = await send('unuse', { coupon_value: code });
      release();

      expect(other).toMatchObject({ status: 200, body: { success: true } });
      expect(await first).toMatchObject({ status: 400, body: { error: 'not_used' } });
    } finally {
      stack.remove('holdUsedCouponLookup');
    }
  });
});

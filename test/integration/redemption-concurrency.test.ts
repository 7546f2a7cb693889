import { ADMIN_HEADERS, call, newClient, newMember, resendingRefusals, resendingUnderKey } from '../../local/walks/api.js';
import { creditPoints, inParallel } from '../../local/walks/points.js';
import { createCodeReward, createReward, readReward, redeem } from '../../local/walks/rewards.js';

/**
 * Real parallel requests against DynamoDB Local: the debit, the stock, the codes, the order and
 * the coupons of a redemption commit together or not at all. The requests are sent as clients
 * send them: one answered 409 conflict or 503 unavailable (nothing written) is sent again, and
 * one answered 504 outcome_unknown is sent again under its Idempotency-Key.
 */
// 50 parallel requests on a shared, loaded DynamoDB Local can take tens of seconds.
const PARALLEL_TIMEOUT = 120_000;

describe('concurrent redemptions', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  const get = (path: string) => call('GET', path, { query: { api_key: apiKey } });

  async function membersWith(count: number, points: number) {
    // Set up a few at a time: the race under test is the redemptions', not the setup's.
    const members = await inParallel(Array.from({ length: count }, () => () => newMember(apiKey)), 8);
    await inParallel(members.map((member) => () => creditPoints(clientId, member.id, points)), 8);
    return members as Array<{ id: number }>;
  }

  /**
   * Points, stock, history and coupons of every member tell the same story. The books are read
   * one member at a time: the check is of what was written, not of how many reads the machine
   * answers at once.
   */
  async function expectBooksAgree(members: Array<{ id: number }>, rewardId: string, startPoints: number, price: number, pool: string[]) {
    const perMember: string[][] = [];
    for (const member of members) {
      const [user, history, coupons] = await Promise.all([
        get(`/v2/users/${member.id}`),
        get(`/v2/users/${member.id}/redemption_history`),
        get(`/v2/users/${member.id}/usable_coupons`),
      ]);
      expect([user.status, coupons.status]).toEqual([200, 200]);
      // A member who redeemed nothing has no history: 404 no_redemptions (spec 4.2).
      if (history.status !== 200) expect(history).toMatchObject({ status: 404, body: { error: 'no_redemptions' } });
      const records = history.status === 200 ? history.body : [];
      const codes: string[] = records.flatMap((record: any) => record.codes);
      expect(user.body.redeemable_points).toBe(startPoints - price * records.length);
      expect(user.body.redeemable_points).toBeGreaterThanOrEqual(0);
      expect(coupons.body.map((coupon: any) => coupon.code).sort()).toEqual([...codes].sort());
      perMember.push(codes);
    }
    const handedOut = perMember.flat();
    const reward = await readReward(clientId, rewardId);
    expect(new Set(handedOut).size).toBe(handedOut.length);
    for (const code of handedOut) expect(pool).toContain(code);
    expect(reward.remaining_coupons).toBe(pool.length - handedOut.length);
    expect(reward.current_quantity).toBe(pool.length - handedOut.length);
    return handedOut.length;
  }

  it('lets exactly 10 of 50 members redeem the last 10 codes, no code twice, and the books agree', async () => {
    const { reward, codes } = await createCodeReward(clientId, 10, { num_points: 100 });
    const members = await membersWith(50, 100);

    const results = await Promise.all(members.map((member) => resendingUnderKey((headers) => redeem(apiKey, member.id, { reward_id: reward.id }, { headers }))));

    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(results.filter((res) => res.status !== 200).map((res) => [res.status, res.body.error])).toEqual(Array(40).fill([403, 'out_of_stock']));
    expect(await expectBooksAgree(members, reward.id, 100, 100, codes)).toBe(10);
  }, PARALLEL_TIMEOUT);

  it('lets exactly 10 of 50 requests from 10 members (5 each, points for 2) through, with no balance below zero', async () => {
    const { reward, codes } = await createCodeReward(clientId, 10, { num_points: 100 });
    const members = await membersWith(10, 250);

    const results = await Promise.all(members.flatMap((member) => Array.from({ length: 5 }, () => resendingUnderKey((headers) => redeem(apiKey, member.id, { reward_id: reward.id }, { headers })))));

    expect(results.filter((res) => res.status === 200)).toHaveLength(10);
    for (const res of results.filter((r) => r.status !== 200)) expect(['out_of_stock', 'insufficient_points']).toContain(res.body.error);
    expect(await expectBooksAgree(members, reward.id, 250, 100, codes)).toBe(10);
  }, PARALLEL_TIMEOUT);

  it('holds max_per_user under parallel requests from one member', async () => {
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 50, max_per_user: 2 });
    const [member] = await membersWith(1, 100);

    const results = await Promise.all(Array.from({ length: 8 }, () => resendingUnderKey((headers) => redeem(apiKey, member!.id, { reward_id: reward.id }, { headers }))));

    expect(results.filter((res) => res.status === 200)).toHaveLength(2);
    expect(results.filter((res) => res.status === 403).every((res) => res.body.error === 'over_redeem_limit')).toBe(true);
    expect((await readReward(clientId, reward.id)).current_quantity).toBe(48);
    expect((await get(`/v2/users/${member!.id}`)).body.redeemable_points).toBe(98);
  });

  it("moves a reward's stock by a new total while members redeem it, and answers the stock as it stands after the change", async () => {
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 30 });
    const members = await membersWith(20, 10);
    const update = () =>
      resendingRefusals(() =>
        call('PUT', `/admin/v1/clients/${clientId}/rewards/${reward.id}`, { headers: ADMIN_HEADERS, body: { title: reward.title, num_points: 1, total_quantity: 40 } }),
      );

    const [changed, ...redeemed] = await Promise.all([update(), ...members.map((member) => resendingUnderKey((headers) => redeem(apiKey, member.id, { reward_id: reward.id }, { headers })))]);

    const after = await readReward(clientId, reward.id);
    expect(redeemed.map((res) => res.status)).toEqual(members.map(() => 200));
    expect(after).toMatchObject({ total_quantity: 40, current_quantity: 20 });
    expect(changed).toMatchObject({ status: 200, body: { total_quantity: 40 } });
    // Redemptions that landed before the answer's stock read show in it; none is lost or counted twice.
    expect(changed.body.current_quantity).toBeGreaterThanOrEqual(20);
    expect(changed.body.current_quantity).toBeLessThanOrEqual(40);
  }, PARALLEL_TIMEOUT);
});

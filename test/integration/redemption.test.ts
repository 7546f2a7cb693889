import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { BRONZE_SILVER_GOLD, YEAR, adminCall, createCodeReward, createReward, readReward, redeem, SHIPPING } from '../../local/walks/rewards.js';

describe('redeeming a reward', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ tiers: BRONZE_SILVER_GOLD }));
  });
  afterEach(() => resetClock());

  async function memberWith(points: number, overrides: Record<string, unknown> = {}) {
    const member = await newMember(apiKey, overrides);
    if (points > 0) await creditPoints(clientId, member.id, points);
    return member;
  }

  const balanceOf = async (memberId: number) =>
    (await call('GET', `/v2/users/${memberId}`, { query: { api_key: apiKey } })).body.redeemable_points as number;

  it('debits the points, takes the stock and answers the 2.9 history record', async () => {
    const reward = await createReward(clientId, { title: 'Mug', num_points: 150, total_quantity: 5 });
    const member = await memberWith(400);

    const res = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 2 });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date_created: expect.any(Number),
      total_points_redeemed: 300,
      ending_balance: 100,
      quantity: 2,
      reward_id: reward.id,
      reward_title: 'Mug',
    });
    expect(await balanceOf(member.id)).toBe(100);
    expect(await readReward(clientId, reward.id)).toMatchObject({ current_quantity: 3, total_quantity: 5 });
    const history = await call('GET', `/v2/users/${member.id}/redemption_history`, { query: { api_key: apiKey } });
    expect(history.body).toEqual([res.body]);
  });

  it('hands a code reward one unused code per unit, and a digital download its URL', async () => {
    const { reward, codes } = await createCodeReward(clientId, 3, { num_points: 10 });
    const download = await createReward(clientId, { num_points: 10, is_digital_download: 1, digital_download_url: 'https://dl.example.com/album.zip' });
    const member = await memberWith(100);

    const coded = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 2 });
    const downloaded = await redeem(apiKey, member.id, { reward_id: download.id });

    expect(coded.status).toBe(200);
    expect(coded.body.codes).toHaveLength(2);
    expect(new Set(coded.body.codes).size).toBe(2);
    for (const code of coded.body.codes) expect(codes).toContain(code);
    expect(downloaded.body).toMatchObject({ digital_download: 'https://dl.example.com/album.zip' });
    expect(await readReward(clientId, reward.id)).toMatchObject({ remaining_coupons: 1, total_coupons: 3, current_quantity: 1 });
  });

  it('redeems a variation by its id, taking that variation’s stock, and refuses the reward id of a group', async () => {
    const reward = await createReward(clientId, { title: 'Hoodie', num_points: 10, variations: [{ size: 'S', total_quantity: 2 }, { size: 'L', total_quantity: 2 }] });
    const [small, large] = reward.variations;
    const member = await memberWith(100);

    const byGroup = await redeem(apiKey, member.id, { reward_id: reward.id });
    const bySize = await redeem(apiKey, member.id, { reward_id: large.id });

    expect(byGroup).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('reward_id') } });
    expect(bySize.body).toMatchObject({ reward_id: large.id, reward_title: 'Hoodie' });
    const after = await readReward(clientId, reward.id);
    expect(after.variations.map((v: any) => [v.id, v.current_quantity])).toEqual([[small.id, 2], [large.id, 1]]);
    expect(after.current_quantity).toBe(3);
  });

  it('requires the shipping fields when the reward ships and keeps them on the record', async () => {
    const reward = await createReward(clientId, { num_points: 10, is_shipping_required: 1 });
    const member = await memberWith(100);

    const missing = await redeem(apiKey, member.id, { reward_id: reward.id, ...SHIPPING, shipping_city: ' ' });
    const shipped = await redeem(apiKey, member.id, { reward_id: reward.id, ...SHIPPING, shipping_phone_number: 5551234 });

    expect(missing).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('shipping_city') } });
    expect(shipped.body).toMatchObject({ ...SHIPPING, shipping_phone_number: '5551234' });
    expect(await balanceOf(member.id)).toBe(90);
  });

  it('requires a phone number when the reward asks for one, and agreement when it has terms', async () => {
    const phone = await createReward(clientId, { num_points: 10, is_phone_number_required: 1 });
    const terms = await createReward(clientId, { num_points: 10, reward_terms: 'https://example.com/sweeps.pdf' });
    const member = await memberWith(100);

    const noPhone = await redeem(apiKey, member.id, { reward_id: phone.id });
    const notAgreed = await redeem(apiKey, member.id, { reward_id: terms.id, agree_to_terms: false });
    const agreed = await redeem(apiKey, member.id, { reward_id: terms.id, agree_to_terms: 1 });

    expect(noPhone).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('shipping_phone_number') } });
    expect(notAgreed).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('agree_to_terms') } });
    expect(agreed.status).toBe(200);
    expect(await balanceOf(member.id)).toBe(90);
  });

  it.each([
    ['an unknown reward', async () => ({ reward_id: '424242' })],
    ['a malformed reward id', async () => ({ reward_id: 'abc' })],
    ['a disabled reward', async (c: string) => ({ reward_id: (await createReward(c, { is_enabled: 0 })).id })],
    ['a deactivated reward', async (c: string) => ({ reward_id: (await createReward(c, { is_active: false })).id })],
    ['a reward not started yet', async (c: string) => ({ reward_id: (await createReward(c, { date_start: 4_000_000_000 })).id })],
    ['a reward that has ended', async (c: string) => ({ reward_id: (await createReward(c, { date_start: 1, date_end: 2 })).id })],
    ['a reward past its last redeemable date', async (c: string) => ({ reward_id: (await createReward(c, { date_end_redeemable: 2 })).id })],
    ['a locked reward', async (c: string) => ({ reward_id: (await createReward(c, { is_locked: 1 })).id })],
    ['a reward above the member’s tier', async (c: string) => ({ reward_id: (await createReward(c, { min_tier_id: 'gold' })).id })],
  ])('refuses %s with invalid_reward and debits nothing', async (_name, body) => {
    const member = await memberWith(600, { date_of_birth: Math.floor(Date.now() / 1000) - 18 * YEAR });

    const res = await redeem(apiKey, member.id, await body(clientId));

    expect(res).toMatchObject({ status: 404, body: { error: 'invalid_reward', message: expect.any(String) } });
    expect(await balanceOf(member.id)).toBe(600);
  });

  it('lets a member whose tier starts at or above min_tier_id redeem, and one who has reached min_age', async () => {
    const silver = await createReward(clientId, { num_points: 10, min_tier_id: 'silver' });
    const adult = await createReward(clientId, { num_points: 10, is_min_age_required: 1, min_age: 18 });
    const member = await memberWith(1200, { date_of_birth: Math.floor(Date.now() / 1000) - 19 * YEAR });

    expect((await redeem(apiKey, member.id, { reward_id: silver.id })).status).toBe(200);
    expect((await redeem(apiKey, member.id, { reward_id: adult.id })).status).toBe(200);
  });

  it('answers a reward that ended since it was listed with invalid_reward (time moves, nothing else)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const reward = await createReward(clientId, { num_points: 10, date_end: now + 3600 });
    const member = await memberWith(100);
    advanceClock(7200);

    const res = await redeem(apiKey, member.id, { reward_id: reward.id });

    expect(res).toMatchObject({ status: 404, body: { error: 'invalid_reward' } });
  });

  it('refuses quantities over max_select_quantity, over max_per_user in total, and over 20 units of a code reward', async () => {
    const limited = await createReward(clientId, { num_points: 1, max_select_quantity: 2, max_per_user: 3 });
    const { reward: coded } = await createCodeReward(clientId, 1, { num_points: 1 });
    const member = await memberWith(100);

    const tooMany = await redeem(apiKey, member.id, { reward_id: limited.id, quantity: 3 });
    const first = await redeem(apiKey, member.id, { reward_id: limited.id, quantity: 2 });
    const overTotal = await redeem(apiKey, member.id, { reward_id: limited.id, quantity: 2 });
    const last = await redeem(apiKey, member.id, { reward_id: limited.id, quantity: 1 });
    const codeCap = await redeem(apiKey, member.id, { reward_id: coded.id, quantity: 21 });

    expect(tooMany).toMatchObject({ status: 403, body: { error: 'over_redeem_limit' } });
    expect(first.status).toBe(200);
    expect(overTotal).toMatchObject({ status: 403, body: { error: 'over_redeem_limit' } });
    expect(last.status).toBe(200);
    expect(codeCap).toMatchObject({ status: 403, body: { error: 'over_redeem_limit', message: expect.stringContaining('20') } });
    expect(await balanceOf(member.id)).toBe(97);
  });

  it('refuses a redemption the member cannot afford with insufficient_points and changes nothing', async () => {
    const reward = await createReward(clientId, { num_points: 100, total_quantity: 3 });
    const member = await memberWith(150);

    const res = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 2 });

    expect(res).toMatchObject({ status: 403, body: { error: 'insufficient_points', message: expect.any(String) } });
    expect(await balanceOf(member.id)).toBe(150);
    expect(await readReward(clientId, reward.id)).toMatchObject({ current_quantity: 3 });
  });

  it('answers out_of_stock when no units are left, and when the code pool is empty', async () => {
    const reward = await createReward(clientId, { num_points: 1, total_quantity: 1 });
    const { reward: coded } = await createCodeReward(clientId, 0, { num_points: 1 });
    const member = await memberWith(100);
    await redeem(apiKey, member.id, { reward_id: reward.id });

    const noUnits = await redeem(apiKey, member.id, { reward_id: reward.id });
    const noCodes = await redeem(apiKey, member.id, { reward_id: coded.id });

    expect(noUnits).toMatchObject({ status: 403, body: { error: 'out_of_stock' } });
    expect(noCodes).toMatchObject({ status: 403, body: { error: 'out_of_stock' } });
    expect(await balanceOf(member.id)).toBe(99);
  });

  it('refuses a malformed body with input_error and an unknown member with page_not_found (404, as the hosted API)', async () => {
    const reward = await createReward(clientId, { num_points: 1 });
    const member = await memberWith(10);

    const noReward = await redeem(apiKey, member.id, { quantity: 1 });
    const zero = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 0 });
    const fraction = await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 1.5 });
    const stranger = await redeem(apiKey, 123, { reward_id: reward.id });

    expect(noReward).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('reward_id') } });
    expect(zero).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('quantity') } });
    expect(fraction).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(stranger).toMatchObject({ status: 404, body: { error: 'page_not_found', message: 'user does not exist' } });
    expect(await balanceOf(member.id)).toBe(10);
  });

  it('replays a repeated Idempotency-Key with the first answer and debits once', async () => {
    const { reward } = await createCodeReward(clientId, 3, { num_points: 10 });
    const member = await memberWith(100);
    const headers = { 'idempotency-key': `redeem-${member.id}` };

    const first = await redeem(apiKey, member.id, { reward_id: reward.id }, { headers });
    const again = await redeem(apiKey, member.id, { reward_id: reward.id }, { headers });

    expect(first.status).toBe(200);
    // The answer is replayed; each request has its own request id.
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(await balanceOf(member.id)).toBe(90);
    expect(await readReward(clientId, reward.id)).toMatchObject({ remaining_coupons: 2 });
  });

  it('finds the member by id_type and lists the history newest first', async () => {
    const reward = await createReward(clientId, { num_points: 1 });
    const member = await memberWith(10);
    await redeem(apiKey, member.id, { reward_id: reward.id });
    advanceClock(60);

    const second = await redeem(apiKey, member.email_address, { reward_id: reward.id, quantity: 2 }, { idType: 'email' });
    const history = await call('GET', `/v2/users/${member.id}/redemption_history`, { query: { api_key: apiKey } });

    expect(second.status).toBe(200);
    expect(history.body.map((record: any) => [record.quantity, record.ending_balance])).toEqual([[2, 7], [1, 9]]);
  });

  it('answers no_redemptions (404) for a member without any, and page_not_found for an unknown member', async () => {
    const member = await memberWith(0);

    const none = await call('GET', `/v2/users/${member.id}/redemption_history`, { query: { api_key: apiKey } });
    const stranger = await call('GET', '/v2/users/123/redemption_history', { query: { api_key: apiKey } });

    expect(none).toMatchObject({ status: 404, body: { error: 'no_redemptions', message: expect.any(String) } });
    expect(stranger).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('keeps the operator-only download URL out of the catalogue', async () => {
    await createReward(clientId, { is_digital_download: 1, digital_download_url: 'https://dl.example.com/secret.zip' });

    const list = await call('GET', '/v2/rewards', { query: { api_key: apiKey } });
    const admin = await adminCall('GET', `${clientId}/rewards`);

    expect(JSON.stringify(list.body)).not.toContain('secret.zip');
    expect(JSON.stringify(admin.body)).toContain('secret.zip');
  });
});

describe('redemption refusals as the hosted API documents them', () => {
  it('refuses a member below the reward\'s minimum age with 403 forbidden and debits nothing', async () => {
    const { clientId, apiKey } = await newClient();
    const reward = await createReward(clientId, { num_points: 10, is_min_age_required: 1, min_age: 21 });
    const member = await newMember(apiKey, { date_of_birth: Math.floor(Date.now() / 1000) - 18 * YEAR });
    await creditPoints(clientId, member.id, 100);

    const res = await redeem(apiKey, member.id, { reward_id: reward.id });

    expect(res).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.stringContaining('minimum age') } });
    expect((await call('GET', `/v2/users/${member.id}`, { query: { api_key: apiKey } })).body.redeemable_points).toBe(100);
  });

  it('refuses a member without a verified e-mail address with 403 forbidden when the client requires one', async () => {
    const strict = await newClient({ redemption_requires_verified_email: true });
    const lenient = await newClient();
    const redeemAs = async (client: { clientId: string; apiKey: string }, verified: boolean) => {
      const reward = await createReward(client.clientId, { num_points: 10 });
      const member = await newMember(client.apiKey, { email_is_verified: verified ? 1 : 0 });
      await creditPoints(client.clientId, member.id, 100);
      return redeem(client.apiKey, member.id, { reward_id: reward.id });
    };

    const unverified = await redeemAs(strict, false);
    const verified = await redeemAs(strict, true);
    const elsewhere = await redeemAs(lenient, false);

    expect(unverified).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.stringContaining('verify') } });
    expect(verified.status).toBe(200);
    expect(elsewhere.status).toBe(200);
  });
});

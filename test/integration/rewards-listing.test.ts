import { call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { BRONZE_SILVER_GOLD, YEAR, createCategory, createReward, redeem } from '../../local/walks/rewards.js';

/**
 * GET /v2/rewards (spec 4.5), GET /v2/reward_categories (4.6) and GET /v2/users/{id}/rewards
 * (endpoint 7) over one catalogue whose rewards each differ in one respect.
 */
describe('rewards catalogue listing', () => {
  let apiKey: string;
  let member: { id: number; email_address: string };
  let merch: { id: string; name: string };
  let tickets: { id: string; name: string };
  let variationGroup: { id: string; variations: Array<{ id: string }> };

  beforeAll(async () => {
    let clientId: string;
    ({ clientId, apiKey } = await newClient({ tiers: BRONZE_SILVER_GOLD }));
    merch = await createCategory(clientId, 'Merch');
    tickets = await createCategory(clientId, 'Tickets');
    const rewards: Array<[string, Record<string, unknown>]> = [
      ['Scarf', { category_id: merch.id, num_points: 100, featured: 1 }],
      ['Match ticket', { category_id: tickets.id, num_points: 300, min_tier_id: 'silver' }],
      ['Old mug', { category_id: merch.id, num_points: 50, is_enabled: 0 }],
      ['Secret', { num_points: 80, is_hidden: 1 }],
      ['Locked pin', { category_id: merch.id, num_points: 60, is_locked: 1 }],
      ['VIP box', { category_id: tickets.id, num_points: 700, min_tier_id: 'gold', featured: 1 }],
      ['Beer voucher', { num_points: 20, is_min_age_required: 1, min_age: 21 }],
      ['Sold out', { num_points: 40, total_quantity: 0 }],
      ['Once only', { num_points: 10, max_per_user: 1 }],
      ['Next season', { num_points: 90, date_start: 4_000_000_000 }],
      ['Signed ball', { num_points: 5000 }],
    ];
    const created = Object.fromEntries(
      await Promise.all(rewards.map(async ([title, fields]) => [title, await createReward(clientId, { title, ...fields })] as const)),
    );
    variationGroup = await createReward(clientId, {
      title: 'Shirt',
      category_id: merch.id,
      num_points: 30,
      variations: [{ size: 'M', total_quantity: 2 }, { size: 'L', total_quantity: 3 }],
    });
    member = await newMember(apiKey, { date_of_birth: Math.floor(Date.now() / 1000) - 19 * YEAR });
    await creditPoints(clientId, member.id, 600);
    const once = await redeem(apiKey, member.id, { reward_id: created['Once only'].id });
    if (once.status !== 200) throw new Error(JSON.stringify(once.body));
  }, 30_000);

  const list = (query: Record<string, string | number> = {}) => call('GET', '/v2/rewards', { query: { api_key: apiKey, ...query } });
  /** Titles of the listed entries; variation entries read "Shirt/M". */
  const titles = async (query: Record<string, string | number> = {}) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return (res.body as Array<{ title: string; size: string | null }>).map((entry) => (entry.size ? `${entry.title}/${entry.size}` : entry.title)).sort();
  };
  const SHIRTS = ['Shirt', 'Shirt/L', 'Shirt/M'];

  it('lists every reward but hidden and locked ones by default, variations as N+1 entries', async () => {
    expect(await titles()).toEqual(
      ['Beer voucher', 'Match ticket', 'Next season', 'Old mug', 'Once only', 'Scarf', 'Signed ball', 'Sold out', 'VIP box', ...SHIRTS].sort(),
    );
  });

  it('answers each entry in the 2.6 shape', async () => {
    const res = await list({ category: 'Merch' });

    const scarf = res.body.find((entry: any) => entry.title === 'Scarf');
    expect(scarf).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      group_id: scarf.id,
      category_id: merch.id,
      num_points: 100,
      current_quantity: 10,
      total_quantity: 10,
      is_enabled: 1,
      no_end_date: 0,
      date_start: null,
      additional_images: [],
      color: null,
      size: null,
      total_coupons: 0,
      remaining_coupons: 0,
    });
  });

  it('filters by category name, case-insensitively and trimmed, and by category id', async () => {
    const byName = await titles({ category: '  mERCH ' });
    const byId = await titles({ category: merch.id });

    expect(byName).toEqual(['Old mug', 'Scarf', ...SHIRTS].sort());
    expect(byId).toEqual(byName);
    expect(await titles({ category: 'tickets' })).toEqual(['Match ticket', 'VIP box']);
    expect(await titles({ category: 'No such category' })).toEqual([]);
  });

  it('keeps only active rewards with active_only=1 (enabled, started, not ended)', async () => {
    expect(await titles({ active_only: 1 })).toEqual(
      ['Beer voucher', 'Match ticket', 'Once only', 'Scarf', 'Signed ball', 'Sold out', 'VIP box', ...SHIRTS].sort(),
    );
    expect(await titles({ active_only: 0 })).toEqual(await titles());
  });

  it('keeps rewards costing at most for_points points', async () => {
    expect(await titles({ for_points: 50 })).toEqual(['Beer voucher', 'Old mug', 'Once only', 'Sold out', ...SHIRTS].sort());
    expect(await titles({ for_points: 0 })).toEqual([]);
  });

  it.each(['-1', 'abc', '1.5', '', ' 7'])('refuses for_points=%j with param_error', async (value) => {
    const res = await list({ for_points: value });

    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('for_points') } });
  });

  it.each([['active_only', '2'], ['featured', 'yes'], ['for_display', 'true']])('refuses %s=%s with param_error', async (name, value) => {
    expect(await list({ [name]: value })).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining(name) } });
  });

  it('keeps only featured rewards with featured=1', async () => {
    expect(await titles({ featured: 1 })).toEqual(['Scarf', 'VIP box']);
  });

  it('includes hidden and locked rewards with for_display=1', async () => {
    const all = await titles({ for_display: 1 });

    expect(all).toContain('Secret');
    expect(all).toContain('Locked pin');
    expect(all).toHaveLength((await titles()).length + 2);
  });

  it('keeps what redeemable_by can redeem now: active, affordable, tier, age, stock and max_per_user', async () => {
    // 590 points, silver (600 earned), 19 years old, "Once only" already redeemed.
    expect(await titles({ redeemable_by: member.id })).toEqual(['Match ticket', 'Scarf', ...SHIRTS].sort());
    expect(await titles({ redeemable_by: member.email_address, id_type: 'email' })).toEqual(['Match ticket', 'Scarf', ...SHIRTS].sort());
  });

  it('treats the redeemable_by member as holding for_points points, for the price and for the tier level', async () => {
    // 1000 points: gold, so VIP box (gold, 700) opens; Signed ball (5000) stays out of reach.
    expect(await titles({ redeemable_by: member.id, for_points: 1000 })).toEqual(['Match ticket', 'Scarf', 'VIP box', ...SHIRTS].sort());
    // 100 points: bronze, so the silver Match ticket closes as well as everything above 100.
    expect(await titles({ redeemable_by: member.id, for_points: 100 })).toEqual(['Scarf', ...SHIRTS].sort());
  });

  it('combines redeemable_by with category, featured and for_display', async () => {
    expect(await titles({ redeemable_by: member.id, category: 'merch' })).toEqual(['Scarf', ...SHIRTS].sort());
    expect(await titles({ redeemable_by: member.id, for_points: 1000, featured: 1 })).toEqual(['Scarf', 'VIP box']);
    expect(await titles({ redeemable_by: member.id, for_display: 1 })).toEqual(['Locked pin', 'Match ticket', 'Scarf', 'Secret', ...SHIRTS].sort());
  });

  it('combines category with featured, active_only and for_points', async () => {
    expect(await titles({ category: 'Tickets', featured: 1 })).toEqual(['VIP box']);
    expect(await titles({ category: 'merch', active_only: 1 })).toEqual(['Scarf', ...SHIRTS].sort());
    expect(await titles({ active_only: 1, for_points: 50 })).toEqual(['Beer voucher', 'Once only', 'Sold out', ...SHIRTS].sort());
    expect(await titles({ category: 'merch', for_points: 60, for_display: 1 })).toEqual(['Locked pin', 'Old mug', ...SHIRTS].sort());
  });

  it('refuses an unknown redeemable_by member with param_error', async () => {
    expect(await list({ redeemable_by: 123 })).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.stringContaining('redeemable_by') } });
  });

  it('lists the reward categories as {id, name} and refuses a bad api_key with invalid_auth', async () => {
    const res = await call('GET', '/v2/reward_categories', { query: { api_key: apiKey } });
    const bad = await call('GET', '/v2/reward_categories', { query: { api_key: 'nope' } });

    expect(res.body).toEqual([merch, tickets]);
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_auth', message: 'invalid access credentials' } });
  });

  it('lists the rewards active and available to the member (2.7), whatever their price, one entry per reward', async () => {
    const res = await call('GET', `/v2/users/${member.id}/rewards`, { query: { api_key: apiKey } });

    expect(res.status).toBe(200);
    expect(res.body.map((reward: any) => reward.title).sort()).toEqual(['Match ticket', 'Scarf', 'Shirt', 'Signed ball']);
    const shirt = res.body.find((reward: any) => reward.title === 'Shirt');
    expect(shirt).toMatchObject({ id: variationGroup.id, num_points: 30, current_quantity: 5, total_quantity: 5, category_id: merch.id });
    expect(shirt).not.toHaveProperty('group_id');
    expect(shirt).not.toHaveProperty('date_start');
  });

  it('answers no_rewards (404) when nothing is available to the member, page_not_found for an unknown one', async () => {
    const { apiKey: emptyKey } = await newClient();
    const lonely = await newMember(emptyKey);

    const none = await call('GET', `/v2/users/${lonely.id}/rewards`, { query: { api_key: emptyKey } });
    const stranger = await call('GET', '/v2/users/123/rewards', { query: { api_key: emptyKey } });

    expect(none).toMatchObject({ status: 404, body: { error: 'no_rewards', message: expect.any(String) } });
    expect(stranger).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });
});

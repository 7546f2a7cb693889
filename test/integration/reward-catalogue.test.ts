import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import { rewardCatalogueSizeKey } from '../../shared/rewards/keys.js';
import { DynamoMeter } from '../../local/dynamo-metrics.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../local/walks/api.js';
import { creditPoints } from '../../local/walks/points.js';
import { addCodes, adminCall, createCategory, createCouponCategory, createReward, readReward, redeem } from '../../local/walks/rewards.js';

describe('reward catalogue (operator API)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient({ tiers: { version: 2, levels: [{ id: 'silver', title: 'Silver', min_value: 0 }, { id: 'gold', title: 'Gold', min_value: 1000 }] } }));
  });

  it('creates a reward with every 2.6 field and reads it back', async () => {
    const category = await createCategory(clientId, 'Merch');
    const input = {
      title: 'Team scarf',
      description: 'Warm',
      num_points: 250,
      total_quantity: 40,
      date_start: 1_700_000_000,
      date_end: 4_000_000_000,
      date_end_redeemable: 4_100_000_000,
      is_enabled: 1,
      no_end_date: 0,
      category_id: category.id,
      max_select_quantity: 2,
      max_per_user: 3,
      is_shipping_required: 1,
      is_phone_number_required: 1,
      is_min_age_required: '1',
      min_age: 18,
      is_digital_download: 0,
      sweepstakes_winners: 5,
      extra_data: { sku: 'S-1' },
      image: 'https://img.example.com/scarf.png',
      additional_images: ['https://img.example.com/scarf-2.png'],
      reward_terms: 'https://example.com/terms.pdf',
      min_tier_id: 'gold',
      featured: 1,
    };

    const created = await createReward(clientId, input);
    const read = await readReward(clientId, created.id);

    expect(read).toEqual(created);
    expect(read).toMatchObject({
      ...input,
      id: expect.stringMatching(/^\d+$/),
      group_id: created.id,
      category_id: category.id,
      current_quantity: 40,
      is_min_age_required: 1,
      sweepstake_winners: 5,
      total_coupons: 0,
      remaining_coupons: 0,
      color: null,
      size: null,
      is_hidden: 0,
      is_locked: 0,
      is_active: true,
      variations: [],
    });
  });

  it('lists a reward with N variations as N+1 entries sharing group_id, each with its own color, size and quantities', async () => {
    const reward = await createReward(clientId, {
      title: 'Jersey',
      variations: [
        { color: 'red', size: 'M', total_quantity: 3 },
        { color: 'red', size: 'L', total_quantity: 5 },
        { color: 'blue', size: 'M', total_quantity: 0 },
      ],
    });

    // The answer is what was written: the reward read back is the same, variations and stock included.
    expect(await readReward(clientId, reward.id)).toEqual(reward);
    const list = await call('GET', '/v2/rewards', { query: { api_key: apiKey } });

    const group = list.body.filter((entry: any) => entry.group_id === reward.id);
    expect(group).toHaveLength(4);
    expect(new Set(group.map((entry: any) => entry.id)).size).toBe(4);
    expect(group[0]).toMatchObject({ id: reward.id, color: null, size: null, total_quantity: 8, current_quantity: 8, title: 'Jersey' });
    expect(group.slice(1).map((e: any) => [e.color, e.size, e.total_quantity, e.current_quantity, e.title])).toEqual([
      ['red', 'M', 3, 3, 'Jersey'],
      ['red', 'L', 5, 5, 'Jersey'],
      ['blue', 'M', 0, 0, 'Jersey'],
    ]);
  });

  it('replaces a reward: keeps, adds and removes variations, and re-totals stock', async () => {
    const reward = await createReward(clientId, { title: 'Cap', variations: [{ color: 'red', total_quantity: 2 }, { color: 'blue', total_quantity: 2 }] });
    const [red, blue] = reward.variations;

    const res = await adminCall('PUT', `${clientId}/rewards/${reward.id}`, {
      title: 'Cap v2',
      num_points: 120,
      variations: [{ id: red.id, color: 'crimson', total_quantity: 7 }, { color: 'green', total_quantity: 1 }],
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Cap v2', num_points: 120, total_quantity: 8 });
    expect(res.body.variations.map((v: any) => [v.id === red.id, v.color, v.total_quantity, v.current_quantity])).toEqual([
      [true, 'crimson', 7, 7],
      [false, 'green', 1, 1],
    ]);
    const listed = await call('GET', '/v2/rewards', { query: { api_key: apiKey } });
    expect(listed.body.filter((entry: any) => entry.group_id === reward.id)).toHaveLength(3);
    expect(listed.body.map((entry: any) => entry.id)).not.toContain(blue.id);
  });

  it('moves current_quantity with a new total_quantity and refuses a total below what was redeemed', async () => {
    const reward = await createReward(clientId, { total_quantity: 5, num_points: 10 });
    const member = await newMember(apiKey);
    await creditPoints(clientId, member.id, 100);
    expect((await redeem(apiKey, member.id, { reward_id: reward.id, quantity: 3 })).status).toBe(200);
    const base = { title: reward.title, num_points: 10 };

    const raised = await adminCall('PUT', `${clientId}/rewards/${reward.id}`, { ...base, total_quantity: 9 });
    const tooLow = await adminCall('PUT', `${clientId}/rewards/${reward.id}`, { ...base, total_quantity: 2 });

    expect(raised.body).toMatchObject({ total_quantity: 9, current_quantity: 6 });
    expect(tooLow).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('3 units already redeemed') } });
    expect(await readReward(clientId, reward.id)).toMatchObject({ total_quantity: 9, current_quantity: 6 });
  });

  it('adds code batches with increasing batch_num and counts them into the coupons and quantities', async () => {
    const coupons = await createCouponCategory(clientId, 'Vouchers', 30);
    const reward = await createReward(clientId, { coupon_category_id: coupons.id });
    expect(await readReward(clientId, reward.id)).toEqual(reward);
    expect(reward).toMatchObject({ total_coupons: 0, remaining_coupons: 0, total_quantity: 0, current_quantity: 0 });

    const first = await addCodes(clientId, reward.id, ['A-1', 'A-2']);
    const second = await addCodes(clientId, reward.id, ['B-1']);

    expect(first).toMatchObject({ batch_num: 1, codes_added: 2, total_coupons: 2, remaining_coupons: 2 });
    expect(second).toMatchObject({ batch_num: 2, codes_added: 1, total_coupons: 3, remaining_coupons: 3 });
    expect(await readReward(clientId, reward.id)).toMatchObject({ total_coupons: 3, remaining_coupons: 3, total_quantity: 3, current_quantity: 3 });
  });

  it('gives concurrent batches of one pool distinct batch numbers and counts every code', async () => {
    const coupons = await createCouponCategory(clientId, 'Race vouchers');
    const reward = await createReward(clientId, { coupon_category_id: coupons.id });

    const batches = await Promise.all([1, 2, 3, 4].map((n) => addCodes(clientId, reward.id, [`R${n}-1`, `R${n}-2`])));

    expect(batches.map((b) => b.batch_num).sort()).toEqual([1, 2, 3, 4]);
    expect(await readReward(clientId, reward.id)).toMatchObject({ total_coupons: 8, remaining_coupons: 8, current_quantity: 8 });
  });

  it('stores a batch of up to 99 codes, its count and its batch number in one transaction; its audit entry rides in it while there is room, and is put after the answer when 99 codes fill it', async () => {
    const coupons = await createCouponCategory(clientId, 'Metered vouchers');
    const reward = await createReward(clientId, { coupon_category_id: coupons.id });
    const meter = new DynamoMeter();
    meter.attach(documentClient);

    meter.reset();
    const roomy = await addCodes(clientId, reward.id, Array.from({ length: 98 }, (_, i) => `N-${i}`));
    const roomyCost = meter.reset();
    const full = await addCodes(clientId, reward.id, Array.from({ length: 99 }, (_, i) => `M-${i}`));
    const fullCost = meter.reset();

    expect(roomy).toMatchObject({ batch_num: 1, codes_added: 98 });
    expect(full).toMatchObject({ batch_num: 2, codes_added: 99 });
    expect({ transactions: roomyCost.transactWrites, otherWrites: roomyCost.plainWrites }).toEqual({ transactions: 1, otherWrites: 0 });
    // 99 codes and the batch record are the 100 items a transaction holds: the one other write is the audit entry.
    expect({ transactions: fullCost.transactWrites, otherWrites: fullCost.plainWrites }).toEqual({ transactions: 1, otherWrites: 1 });
  });

  it('refuses a batch repeating a code, or holding a code already in the pool, and adds none of it', async () => {
    const coupons = await createCouponCategory(clientId, 'Gift cards');
    const reward = await createReward(clientId, { coupon_category_id: coupons.id });
    await addCodes(clientId, reward.id, ['X-1']);

    const repeated = await adminCall('POST', `${clientId}/rewards/${reward.id}/codes`, { codes: ['X-2', 'X-2'] });
    const existing = await adminCall('POST', `${clientId}/rewards/${reward.id}/codes`, { codes: ['X-3', 'X-1'] });
    const notCode = await adminCall('POST', `${clientId}/rewards/${(await createReward(clientId)).id}/codes`, { codes: ['Y'] });

    expect(repeated).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('X-2') } });
    expect(existing).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining('X-1') } });
    expect(notCode).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(await readReward(clientId, reward.id)).toMatchObject({ total_coupons: 1, remaining_coupons: 1 });
  });

  it.each([
    ['an unknown category', { category_id: 123456 }, 'category_id'],
    ['an unknown coupon category', { coupon_category_id: 123456, total_quantity: undefined }, 'coupon_category_id'],
    ['an unknown tier', { min_tier_id: 'platinum' }, 'min_tier_id'],
    ['a digital download without its URL', { is_digital_download: 1 }, 'digital_download_url'],
    ['a min age flag without min_age', { is_min_age_required: 1 }, 'min_age'],
    ['a negative price', { num_points: -1 }, 'num_points'],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['variations together with total_quantity', { total_quantity: 3, variations: [{ color: 'red', total_quantity: 1 }] }, 'total_quantity'],
  ])('refuses a reward with %s (input_error naming the field)', async (_name, overrides, field) => {
    const res = await adminCall('POST', `${clientId}/rewards`, { title: 'Bad', num_points: 10, total_quantity: 1, ...overrides });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringContaining(field) } });
  });

  it('answers not_found for an unknown client or reward, and needs operator credentials', async () => {
    const unknownClient = await adminCall('GET', 'nope/rewards');
    const unknownReward = await adminCall('GET', `${clientId}/rewards/999999`);
    const noAuth = await call('GET', `/admin/v1/clients/${clientId}/rewards`);
    const listed = await call('GET', `/admin/v1/clients/${clientId}/rewards`, { headers: ADMIN_HEADERS });

    expect(unknownClient).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(unknownReward).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(noAuth).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);
  });

  it('refuses a reward (with its variations) that would take the catalogue past 500 entries with limit_reached', async () => {
    const { clientId: fullClient } = await newClient();
    await createReward(fullClient);
    // Stand-in for 497 more rewards: the size item is what the create transaction checks.
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: rewardCatalogueSizeKey(fullClient), UpdateExpression: 'SET reward_entries = :n', ExpressionAttributeValues: { ':n': 498 } }),
    );

    const tooBig = await adminCall('POST', `${fullClient}/rewards`, { title: 'Big', num_points: 1, variations: [{ size: 'S', total_quantity: 1 }, { size: 'M', total_quantity: 1 }] });
    const fits = await adminCall('POST', `${fullClient}/rewards`, { title: 'Small', num_points: 1, variations: [{ size: 'S', total_quantity: 1 }] });

    expect(tooBig).toMatchObject({ status: 400, body: { error: 'limit_reached', message: expect.stringContaining('500') } });
    expect(fits.status).toBe(201);
    expect((await adminCall('GET', `${fullClient}/rewards`)).body.map((reward: any) => reward.title)).not.toContain('Big');
  });

  it('creates, renames and lists reward and coupon categories', async () => {
    const category = await createCategory(clientId, 'Tickets');
    const renamed = await adminCall('PUT', `${clientId}/reward_categories/${category.id}`, { name: 'Match tickets' });
    const coupon = await createCouponCategory(clientId, 'Food', 7);
    const couponRenamed = await adminCall('PUT', `${clientId}/coupon_categories/${coupon.id}`, { name: 'Food & drink', expiration_days: 14 });
    const missing = await adminCall('PUT', `${clientId}/reward_categories/424242`, { name: 'x' });

    expect(renamed.body).toEqual({ id: category.id, name: 'Match tickets' });
    expect(couponRenamed.body).toEqual({ id: coupon.id, name: 'Food & drink', expiration_days: 14 });
    expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await adminCall('GET', `${clientId}/reward_categories`)).body).toContainEqual({ id: category.id, name: 'Match tickets' });
    expect((await adminCall('GET', `${clientId}/coupon_categories`)).body).toContainEqual({ id: coupon.id, name: 'Food & drink', expiration_days: 14 });
  });
});

import { ADMIN_HEADERS, call, newClient } from '../../local/walks/api.js';
import { createCategory, createReward } from '../../local/walks/rewards.js';

/** GET /v2.1/rewards/{reward_id}: one reward or variation of the caller's catalogue. */
describe('reward details (v2.1)', () => {
  let clientId: string;
  let apiKey: string;
  let category: { id: string; name: string };
  let mug: any;
  let shirt: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    category = await createCategory(clientId, 'Merchandise');
    mug = await createReward(clientId, {
      title: 'Mug',
      description: 'A mug for 100 points',
      num_points: 100,
      total_quantity: 7,
      category_id: category.id,
      max_per_user: 2,
      image: 'https://cdn.example.com/mug.png',
      extra_data: { sku: 'MUG-1' },
    });
    shirt = await createReward(clientId, {
      title: 'Shirt',
      num_points: 300,
      variations: [
        { color: 'Neon', size: '42', total_quantity: 4 },
        { color: 'Blue', size: '40', total_quantity: 1 },
      ],
    });
  });

  const details = (rewardId: string | number, key = apiKey) => call('GET', `/v2.1/rewards/${rewardId}`, { query: { api_key: key } });

  it('[Reward Details v2.1] answers the reward as GET /v2/rewards lists it, with id, category_id and group_id as integers', async () => {
    const listed = (await call('GET', '/v2/rewards', { query: { api_key: apiKey } })).body.find((r: any) => r.id === String(mug.id));

    const res = await details(mug.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...listed, id: Number(mug.id), category_id: Number(category.id), group_id: Number(mug.id) });
    expect(res.body).toMatchObject({
      title: 'Mug',
      description: 'A mug for 100 points',
      num_points: 100,
      current_quantity: 7,
      total_quantity: 7,
      max_per_user: 2,
      is_enabled: 1,
      color: null,
      size: null,
      image: 'https://cdn.example.com/mug.png',
      extra_data: { sku: 'MUG-1' },
    });
  });

  it('[Reward Details v2.1] looks a reward up by variation id: the variation\'s color, size and stock, its reward\'s group_id', async () => {
    const [neon, blue] = shirt.variations;

    const byVariation = await details(neon.id);
    const other = await details(blue.id);
    const byReward = await details(shirt.id);

    expect(byVariation.body).toMatchObject({ id: Number(neon.id), group_id: Number(shirt.id), title: 'Shirt', color: 'Neon', size: '42', current_quantity: 4, category_id: null });
    expect(other.body).toMatchObject({ id: Number(blue.id), group_id: Number(shirt.id), color: 'Blue', size: '40', current_quantity: 1 });
    expect(byReward.body).toMatchObject({ id: Number(shirt.id), group_id: Number(shirt.id), color: null, size: null, current_quantity: 5, total_quantity: 5 });
  });

  it('[Reward Details v2.1] answers a hidden reward too, its flag set, although GET /v2/rewards leaves it out', async () => {
    const hidden = await createReward(clientId, { title: 'Hidden gift', is_hidden: 1 });

    const res = await details(hidden.id);
    const listed = await call('GET', '/v2/rewards', { query: { api_key: apiKey } });

    expect(res).toMatchObject({ status: 200, body: { id: Number(hidden.id), title: 'Hidden gift', is_hidden: 1 } });
    expect(listed.body.map((r: any) => r.id)).not.toContain(String(hidden.id));
  });

  it('[Reward Details v2.1] answers 404 page_not_found "Reward with id N not found" for an unknown id, and param_error for a malformed one', async () => {
    const unknown = await details(123455678901);
    const malformed = await Promise.all(['abc', '0', '-5', '1.5', '1234567890123456'].map((id) => details(id)));

    expect(unknown).toMatchObject({ status: 404, body: { error: 'page_not_found', message: 'Reward with id 123455678901 not found' } });
    for (const res of malformed) expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'reward_id: must be a numeric id' } });
  });

  it("[Reward Details v2.1] does not find another client's reward or variation: 404 as unknown, nothing of it shown", async () => {
    const other = await newClient();
    const theirs = await createReward(other.clientId, { title: 'Their secret prize', variations: [{ color: 'Gold', total_quantity: 1 }] });

    const answers = await Promise.all([details(theirs.id), details(theirs.variations[0].id)]);
    const own = await details(theirs.id, other.apiKey);

    for (const res of answers) {
      expect(res).toMatchObject({ status: 404, body: { error: 'page_not_found' } });
      expect(JSON.stringify(res.body)).not.toContain('Their secret prize');
    }
    expect(own).toMatchObject({ status: 200, body: { id: Number(theirs.id), title: 'Their secret prize' } });
  });

  it('[Reward Details v2.1] refuses a bad api_key with invalid_auth', async () => {
    const res = await details(mug.id, 'not-a-key');

    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('[Reward Details (legacy)] answers GET /v2/rewards/{reward_id} with the v2.1 details, the id a string as the hosted sample has it', async () => {
    const [legacy, current] = await Promise.all([call('GET', `/v2/rewards/${mug.id}`, { query: { api_key: apiKey } }), details(mug.id)]);
    const variation = await call('GET', `/v2/rewards/${shirt.variations[0].id}`, { query: { api_key: apiKey } });
    const unknown = await call('GET', '/v2/rewards/123455678901', { query: { api_key: apiKey } });

    expect(legacy).toMatchObject({ status: 200, body: { ...current.body, id: String(mug.id) } });
    expect(variation).toMatchObject({ status: 200, body: { id: String(shirt.variations[0].id), color: 'Neon', size: '42' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'page_not_found', message: 'Reward with id 123455678901 not found' } });
  });

  it("[operator] reads one reward category of the program, and answers 404 for another program's or an unknown one", async () => {
    const other = await newClient();
    const theirs = await createCategory(other.clientId, 'Their category');
    const read = (client: string, id: string | number) => call('GET', `/admin/v1/clients/${client}/reward_categories/${id}`, { headers: ADMIN_HEADERS });

    const own = await read(clientId, category.id);
    const refused = await Promise.all([read(clientId, theirs.id), read(clientId, 999999999)]);

    expect(own).toMatchObject({ status: 200, body: { id: String(category.id), name: 'Merchandise' } });
    for (const res of refused) expect(res).toMatchObject({ status: 404, body: { error: 'not_found', message: 'reward category does not exist' } });
  });
});

import { advanceClock, resetClock } from '../../shared/support/clock.js';
import { call, newClient } from '../../local/walks/api.js';
import { createReward } from '../../local/walks/rewards.js';

/** sort_by and order on GET /v2/rewards and its paged form GET /v2.1/rewards. */
describe('rewards sorting', () => {
  let apiKey: string;
  /** Catalogue order (creation), which unsorted lists and equal keys keep. */
  let rewards: any[];
  let shirt: any;
  beforeAll(async () => {
    const client = await newClient();
    apiKey = client.apiKey;
    rewards = [];
    // A second apart: the catalogue lists rewards by creation time.
    for (const [title, num_points] of [['Cap', 300], ['Mug', 100], ['Pen', 200], ['Pin', 100]] as const) {
      rewards.push(await createReward(client.clientId, { title, num_points }));
      advanceClock(1);
    }
    shirt = await createReward(client.clientId, { title: 'Shirt', num_points: 200, variations: [{ color: 'Red', total_quantity: 1 }, { color: 'Blue', total_quantity: 1 }] });
  });
  afterAll(() => resetClock());

  const list = (query: Record<string, string>, path = '/v2/rewards') => call('GET', path, { query: { api_key: apiKey, ...query } });
  const titlesOf = (body: any[]) => body.map((r) => (r.color ? `${r.title}/${r.color}` : r.title));

  it('[Rewards] sort_by=points with order=asc lists the cheapest first; equal points keep catalogue order, variations beside their reward', async () => {
    const res = await list({ sort_by: 'points', order: 'asc' });

    expect(res.status).toBe(200);
    expect(titlesOf(res.body)).toEqual(['Mug', 'Pin', 'Pen', 'Shirt', 'Shirt/Red', 'Shirt/Blue', 'Cap']);
  });

  it('[Rewards] sort_by=points with order=desc lists the dearest first, in any letter case', async () => {
    const lower = await list({ sort_by: 'points', order: 'desc' });
    const upper = await list({ sort_by: 'POINTS', order: 'DESC' });

    expect(titlesOf(lower.body)).toEqual(['Cap', 'Pen', 'Shirt', 'Shirt/Red', 'Shirt/Blue', 'Mug', 'Pin']);
    expect(upper.body).toEqual(lower.body);
  });

  it('[Rewards] sort_by=reward_id orders every entry by its own id, both ways', async () => {
    const ids = [...rewards.map((r) => Number(r.id)), Number(shirt.id), ...shirt.variations.map((v: any) => Number(v.id))].sort((a, b) => a - b);

    const asc = await list({ sort_by: 'reward_id', order: 'asc' });
    const desc = await list({ sort_by: 'reward_id', order: 'desc' });

    expect(asc.body.map((r: any) => Number(r.id))).toEqual(ids);
    expect(desc.body.map((r: any) => Number(r.id))).toEqual([...ids].reverse());
  });

  it('[Rewards] without sort_by and order the list keeps catalogue order, and sorting combines with the filters', async () => {
    const plain = await list({});
    const cheap = await list({ for_points: '200', sort_by: 'points', order: 'desc' });

    expect(titlesOf(plain.body)).toEqual(['Cap', 'Mug', 'Pen', 'Pin', 'Shirt', 'Shirt/Red', 'Shirt/Blue']);
    expect(titlesOf(cheap.body)).toEqual(['Pen', 'Shirt', 'Shirt/Red', 'Shirt/Blue', 'Mug', 'Pin']);
  });

  it('[Rewards] the paged form pages the sorted list, and its links keep sort_by and order', async () => {
    const first = await list({ sort_by: 'points', order: 'asc', page_size: '3' }, '/v2.1/rewards');
    const second = await list({ sort_by: 'points', order: 'asc', page_size: '3', page: '2' }, '/v2.1/rewards');

    expect(titlesOf(first.body.rewards)).toEqual(['Mug', 'Pin', 'Pen']);
    expect(titlesOf(second.body.rewards)).toEqual(['Shirt', 'Shirt/Red', 'Shirt/Blue']);
    expect(first.body.paging.next_page).toContain('sort_by=points');
    expect(first.body.paging.next_page).toContain('order=asc');
  });

  it.each([
    ['an unknown sort_by', { sort_by: 'price', order: 'asc' }, 'sort_by: must be one of points, reward_id'],
    ['an unknown order', { sort_by: 'points', order: 'up' }, 'order: must be one of asc, desc'],
    ['sort_by without order', { sort_by: 'points' }, 'sort_by must be used with order'],
    ['order without sort_by', { order: 'desc' }, 'order must be used with sort_by'],
    ['an empty sort_by', { sort_by: '', order: 'asc' }, 'sort_by: must be one of points, reward_id'],
  ])('[Rewards] answers %s with 400 param_error, on both forms', async (_case, query, message) => {
    const v2 = await list(query);
    const paged = await list(query, '/v2.1/rewards');

    expect(v2).toMatchObject({ status: 400, body: { error: 'param_error', message } });
    expect(paged).toMatchObject({ status: 400, body: { error: 'param_error', message } });
  });
});

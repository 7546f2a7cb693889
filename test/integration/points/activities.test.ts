import { documentClient } from '../../../shared/data/client.js';
import { DynamoMeter } from '../../../local/dynamo-metrics.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../../local/walks/api.js';
import { credit, newActivity } from '../../../local/walks/points.js';

describe('activity catalogue', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  it('creates, reads, replaces and lists an activity through the operator API with every 2.11 field', async () => {
    const created = await newActivity(clientId, {
      category_id: 1,
      type_id: 5,
      activity_channel_id: 23,
      freq_cap: 2,
      freq_period_id: 4,
      public_title: 'Share it',
      extra_data: { campaign: 'spring' },
    });

    const read = await call('GET', `/admin/v1/clients/${clientId}/activities/${created.id}`, { headers: ADMIN_HEADERS });
    const replaced = await call('PUT', `/admin/v1/clients/${clientId}/activities/${created.id}`, {
      headers: ADMIN_HEADERS,
      body: { name: 'Share', title: 'Share on network2', num_points: 15, freq_cap: 1, freq_period_id: 2 },
    });
    const listed = await call('GET', `/admin/v1/clients/${clientId}/activities`, { headers: ADMIN_HEADERS });

    expect(read.body).toMatchObject({
      id: created.id,
      category_name: 'Share',
      type_name: 'Network2',
      activity_channel_name: 'network2',
      freq_period_name: 'One Calendar Week',
      extra_data: { campaign: 'spring' },
      is_active: true,
    });
    expect(replaced).toMatchObject({ status: 200, body: { id: created.id, num_points: 15, freq_period_name: 'One Calendar Day', category_id: null } });
    expect(listed.body.map((a: any) => a.id)).toContain(created.id);
  });

  it('refuses an inactive frequency period with input_error and stores nothing', async () => {
    const before = await call('GET', `/admin/v1/clients/${clientId}/activities`, { headers: ADMIN_HEADERS });

    const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: ADMIN_HEADERS,
      body: { name: 'x', title: 'x', num_points: 1, freq_cap: 1, freq_period_id: 1 },
    });

    const after = await call('GET', `/admin/v1/clients/${clientId}/activities`, { headers: ADMIN_HEADERS });
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(res.body.message).toMatch(/inactive/);
    expect(after.body).toHaveLength(before.body.length);
  });

  it.each([
    ['an unknown category', { category_id: 9 }],
    ['an unknown type', { type_id: 0 }],
    ['an unknown channel', { activity_channel_id: 27 }],
    ['a cap without a period', { freq_cap: 2 }],
  ])('refuses %s with input_error', async (_label, fields) => {
    const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, {
      headers: ADMIN_HEADERS,
      body: { name: 'x', title: 'x', num_points: 1, ...fields },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });

  it('answers not_found for an unknown client or activity and requires operator credentials', async () => {
    const unknownClient = await call('GET', '/admin/v1/clients/nope/activities', { headers: ADMIN_HEADERS });
    const unknownActivity = await call('GET', `/admin/v1/clients/${clientId}/activities/123`, { headers: ADMIN_HEADERS });
    const anonymous = await call('GET', `/admin/v1/clients/${clientId}/activities`);

    expect(unknownClient).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(unknownActivity).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('activities available to members (12-14)', () => {
  it('answers 404 no data when the client has no active activities', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await newActivity(clientId, { is_active: false });

    const client = await call('GET', '/v2/activities/extended', { query: { api_key: apiKey } });
    const forMember = await call('GET', `/v2/users/${member.id}/activities/extended`, { query: { api_key: apiKey } });

    expect(client).toMatchObject({ status: 404, body: { error: 'no data' } });
    expect(forMember).toMatchObject({ status: 404, body: { error: 'no data' } });
  });

  it('lists active activities in the extended form and leaves out those whose cap the member reached', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const daily = await newActivity(clientId, { name: 'Daily', freq_cap: 1, freq_period_id: 2 });
    const open = await newActivity(clientId, { name: 'Open', num_points: 5 });
    await newActivity(clientId, { name: 'Retired', is_active: false });
    await credit(apiKey, member.id, { activity_id: daily.id });

    const client = await call('GET', '/v2/activities/extended', { query: { api_key: apiKey } });
    const forMember = await call('GET', `/v2/users/${member.id}/activities/extended`, { query: { api_key: apiKey } });
    const one = await call('GET', `/v2/users/${member.id}/activities/${open.id}/extended`, { query: { api_key: apiKey } });
    const capped = await call('GET', `/v2/users/${member.id}/activities/${daily.id}/extended`, { query: { api_key: apiKey } });

    expect(client.body.map((a: any) => a.name)).toEqual(expect.arrayContaining(['Daily', 'Open']));
    expect(client.body).toHaveLength(2);
    expect(client.body[0]).not.toHaveProperty('is_active');
    expect(forMember.body.map((a: any) => a.name)).toEqual(['Open']);
    expect(one.body).toMatchObject({ id: String(open.id), num_points: 5, category_name: null, freq_period_name: null, points_on_click: false });
    expect(capped).toMatchObject({ status: 404, body: { error: 'no data' } });
  });

  it('answers param_error for a malformed or unknown activity id and page_not_found for an unknown member', async () => {
    const { apiKey } = await newClient();
    const member = await newMember(apiKey);

    const malformed = await call('GET', `/v2/users/${member.id}/activities/abc/extended`, { query: { api_key: apiKey } });
    const unknown = await call('GET', `/v2/users/${member.id}/activities/999/extended`, { query: { api_key: apiKey } });
    const nobody = await call('GET', '/v2/users/5/activities/extended', { query: { api_key: apiKey } });

    expect(malformed).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(nobody).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('refuses a bad api_key with invalid_auth', async () => {
    const res = await call('GET', '/v2/activities/extended', { query: { api_key: 'nope' } });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid_auth' } });
  });

  it('judges one activity by the cap window it uses: a reached weekly cap hides it, a monthly cap not yet reached does not', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const weekly = await newActivity(clientId, { name: 'Weekly', freq_cap: 2, freq_period_id: 4 });
    const monthly = await newActivity(clientId, { name: 'Monthly', freq_cap: 3, freq_period_id: 6 });
    const once = await newActivity(clientId, { name: 'Once', freq_cap: 1, freq_period_id: 5 });
    for (const activity of [weekly, weekly, monthly, monthly, once]) await credit(apiKey, member.id, { activity_id: activity.id });

    const read = (activity: { id: number }) => call('GET', `/v2/users/${member.id}/activities/${activity.id}/extended`, { query: { api_key: apiKey } });
    const [weeklyRes, monthlyRes, onceRes] = [await read(weekly), await read(monthly), await read(once)];

    expect(weeklyRes).toMatchObject({ status: 404, body: { error: 'no data' } });
    expect(monthlyRes).toMatchObject({ status: 200, body: { id: String(monthly.id), freq_period_name: 'One Calendar Month' } });
    expect(onceRes).toMatchObject({ status: 404, body: { error: 'no data' } });
  });

  it('shows a new or deactivated activity to members at once, although member reads of the catalogue are cached', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    await newActivity(clientId, { name: 'First' });
    const listNames = async (path: string) => (await call('GET', path, { query: { api_key: apiKey } })).body.map((a: any) => a.name).sort();
    await listNames(`/v2/users/${member.id}/activities/extended`);

    const added = await newActivity(clientId, { name: 'Second' });
    const afterAdd = [await listNames('/v2/activities/extended'), await listNames(`/v2/users/${member.id}/activities/extended`)];
    await call('PUT', `/admin/v1/clients/${clientId}/activities/${added.id}`, { headers: ADMIN_HEADERS, body: { name: 'Second', title: 'Second', num_points: 1, is_active: false } });
    const afterDeactivation = [await listNames('/v2/activities/extended'), await listNames(`/v2/users/${member.id}/activities/extended`)];

    expect(afterAdd).toEqual([['First', 'Second'], ['First', 'Second']]);
    expect(afterDeactivation).toEqual([['First'], ['First']]);
  });
});

describe('DynamoDB round trips of member activity reads (12, 13)', () => {
  const meter = new DynamoMeter();
  beforeAll(() => meter.attach(documentClient));

  it('reads the member, then its cap counters, and the catalogue from the cache: two sequential round trips once warm', async () => {
    const { clientId, apiKey } = await newClient();
    const member = await newMember(apiKey);
    const daily = await newActivity(clientId, { freq_cap: 2, freq_period_id: 2 });
    await newActivity(clientId, { freq_cap: 1, freq_period_id: 4 });
    const query = { query: { api_key: apiKey } };
    const list = () => call('GET', `/v2/users/${member.id}/activities/extended`, query);
    const one = () => call('GET', `/v2/users/${member.id}/activities/${daily.id}/extended`, query);
    await list();
    await one();

    meter.reset();
    const listed = await list();
    const listCost = meter.reset();
    const single = await one();
    const singleCost = meter.reset();

    expect([listed.status, single.status]).toEqual([200, 200]);
    expect(listCost.rounds).toEqual([['GetItem'], ['BatchGetItem']]);
    expect(singleCost.rounds).toEqual([['GetItem'], ['BatchGetItem']]);
  });
});

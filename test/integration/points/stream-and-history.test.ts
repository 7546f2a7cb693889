import { DEFAULT_SETTINGS } from '../../../shared/programs/settings.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../../local/walks/api.js';
import { credit, newActivity } from '../../../local/walks/points.js';
import { getMember } from '../../../shared/member-store/index.js';
import { optimisticTransaction } from '../../../shared/data/transactions.js';
import { pointsMovement } from '../../../shared/points/ledger.js';

const get = (apiKey: string, path: string, query: Record<string, string | number> = {}) => call('GET', path, { query: { api_key: apiKey, ...query } });

describe('activity stream (22)', () => {
  let clientId: string;
  let apiKey: string;
  let shown: any;
  let hidden: any;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
    shown = await newMember(apiKey, { first_name: 'Ada', last_name: 'Lovelace', username: `ada${Date.now()}` });
    hidden = await newMember(apiKey, { first_name: 'Grace', last_name: 'Hopper', username: `grace${Date.now()}` });
  }, 30_000);

  it('lists the newest earnings of all members first, n at most', async () => {
    const activity = await newActivity(clientId, { name: 'Scan ticket', image: 'https://img.example/ticket.png', redirect_url: 'https://example.com/t' });
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 6; i++) {
      await credit(apiKey, (i % 2 ? hidden : shown).id, { activity_id: activity.id, num_points: i + 1, activity_date: now - 60 + i });
    }

    const res = await get(apiKey, '/v2/stream', { n: 4 });

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.records.map((r: any) => r.num_points)).toEqual([6, 5, 4, 3]);
    expect(res.body.records[0]).toMatchObject({
      id: activity.id,
      activity_text: 'Scan ticket',
      activity_image: 'https://img.example/ticket.png',
      link_href: 'https://example.com/t',
      username: hidden.username,
      first_name: 'Grace',
      display_first_name: true,
      display_name: 'Grace H.',
      completed_time: now - 55,
    });
  });

  it('leaves the first name out for a member who does not display it, and skips members who opted out', async () => {
    const member = await getMember(clientId, shown.id, true);
    const quiet = { ...member!, display_first_name: false };
    const optedOut = { ...(await getMember(clientId, hidden.id, true))!, activity_stream_opt_in: false };
    const at = Math.floor(Date.now() / 1000) + 1;
    const quietWrite = pointsMovement(quiet, { kind: 'activity', activityId: '7', points: 99, name: 'Bonus', at }, DEFAULT_SETTINGS);
    const optedOutWrite = pointsMovement(optedOut, { kind: 'activity', activityId: '7', points: 98, name: 'Bonus', at: at + 1 }, DEFAULT_SETTINGS);

    await optimisticTransaction(async () => ({ items: quietWrite.items, result: null }), undefined);
    const res = await get(apiKey, '/v2/stream', { n: 15 });

    expect(optedOutWrite.items.some((item) => (item.Put?.Item as any)?.type === 'stream_record')).toBe(false);
    const record = res.body.records.find((r: any) => r.num_points === 99);
    expect(record).toMatchObject({ display_first_name: false, username: shown.username, display_name: shown.username });
    expect(record).not.toHaveProperty('first_name');
  });

  it("leaves an operator's adjustment out: it is no activity a member did", async () => {
    const activity = await newActivity(clientId, { name: 'Visit store' });
    const adjusted = await call('POST', `/admin/v1/clients/${clientId}/members/${shown.id}/points_adjustments`, {
      headers: ADMIN_HEADERS,
      body: { points: 4321, reason: 'goodwill after a complaint' },
    });
    await credit(apiKey, shown.id, { activity_id: activity.id, num_points: 1234 });

    const res = await get(apiKey, '/v2/stream', { n: 15 });

    expect(adjusted.status).toBe(201);
    const points = res.body.records.map((record: any) => record.num_points);
    expect(points).toContain(1234);
    expect(points).not.toContain(4321);
    expect(res.body.records.every((record: any) => Number.isInteger(record.id))).toBe(true);
  });

  it.each([[{}], [{ n: 0 }], [{ n: 16 }], [{ n: 'ten' }], [{ n: 2.5 }]])('refuses %j with param_error', async (query) => {
    const res = await get(apiKey, '/v2/stream', query as Record<string, string | number>);
    expect(res).toMatchObject({ status: 400, body: { error: 'param_error' } });
  });
});

describe('points summary and activity history (4, 10, 11)', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  it('shows history newest first with the activity fields, and a redemption with null activity fields', async () => {
    const member = await newMember(apiKey);
    const share = await newActivity(clientId, { name: 'Share', num_points: 20, category_id: 1, type_id: 1, extra_data: { base: true } });
    const now = Math.floor(Date.now() / 1000);
    await credit(apiKey, member.id, { activity_id: share.id, activity_date: now - 10, extra_data: { post: 7 } });
    const snapshot = (await getMember(clientId, member.id, true))!;
    await optimisticTransaction(async () => ({ items: pointsMovement(snapshot, { kind: 'redemption', points: -5, name: 'Sticker', at: now }, DEFAULT_SETTINGS).items, result: null }), undefined);

    const summary = await get(apiKey, `/v2/users/${member.id}/points`);
    const basic = await get(apiKey, `/v2/users/${member.id}/activity_history`);
    const extended = await get(apiKey, `/v2/users/${member.id}/activity_history/extended`);

    expect(summary.body).toEqual({
      id: member.id,
      total_points: 20,
      redeemable_points: 15,
      num_points_purchased: 0,
      activities: [
        { name: 'Sticker', num_points: -5, notes: null, date_created: now },
        { name: 'Share', num_points: 20, notes: null, date_created: now - 10 },
      ],
      fan_level: '',
    });
    expect(basic.body).toEqual([
      { activity_id: null, date_created: now, name: 'Sticker', num_points: -5 },
      { activity_id: String(share.id), date_created: now - 10, name: 'Share', num_points: 20, extra_data: { post: 7 } },
    ]);
    expect(extended.body[1]).toMatchObject({
      activity_id: String(share.id),
      category_name: 'Share',
      type_name: 'Network1',
      num_points: 20,
      base_num_points: '20',
      extra_data: { post: 7 },
      base_extra_data: { base: true },
      date_created: now - 10,
    });
    expect(extended.body[1]).not.toHaveProperty('id');
    expect(extended.body[0]).toMatchObject({ activity_id: null, name: 'Sticker', num_points: -5, category_id: null, type_name: null });
  });

  it('answers 404 no data for an empty extended history and an empty basic history', async () => {
    const member = await newMember(apiKey);

    const extended = await get(apiKey, `/v2/users/${member.id}/activity_history/extended`);
    const basic = await get(apiKey, `/v2/users/${member.id}/activity_history`);

    expect(extended).toMatchObject({ status: 404, body: { error: 'no data' } });
    expect(basic).toMatchObject({ status: 200, body: [] });
  });

  it('bounds history by limit and refuses a bad limit with param_error', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId);
    for (let i = 0; i < 3; i++) await credit(apiKey, member.id, { activity_id: activity.id });

    const limited = await get(apiKey, `/v2/users/${member.id}/activity_history`, { limit: 2 });
    const bad = await get(apiKey, `/v2/users/${member.id}/activity_history`, { limit: 0 });

    expect(limited.body).toHaveLength(2);
    expect(bad).toMatchObject({ status: 400, body: { error: 'param_error' } });
  });

  it.each(['points', 'activity_history', 'activity_history/extended'])('answers param_error for %s of an unknown member', async (path) => {
    const res = await get(apiKey, `/v2/users/999/${path}`);
    expect(res).toMatchObject({ status: 400, body: { error: 'param_error', message: 'user does not exist' } });
  });
});

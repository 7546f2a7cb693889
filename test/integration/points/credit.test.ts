import { advanceClock, resetClock } from '../../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../../local/walks/api.js';
import { credit, newActivity } from '../../../local/walks/points.js';
import { injectTransactionConflicts } from '../../helpers/transaction-conflicts.js';

const points = async (apiKey: string, memberId: number) =>
  (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body;

describe('crediting an activity', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });
  afterEach(() => resetClock());

  it('awards the activity points and records them in the history', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 40 });

    const res = await credit(apiKey, member.id, { activity_id: activity.id, notes: 'at gate 4', extra_data: { gate: 4 } });

    const summary = await points(apiKey, member.id);
    expect(res).toMatchObject({ status: 200, body: { awarded: true, num_points: 40, reason: null } });
    expect(summary).toMatchObject({ total_points: 40, redeemable_points: 40, activities: [{ name: 'Check in', num_points: 40, notes: 'at gate 4' }] });
  });

  it('takes num_points as an override and accepts the activity id as a string', async () => {
    const member = await newMember(apiKey);
    const adHoc = await newActivity(clientId, { name: 'Ad hoc', num_points: 0, activity_channel_id: 1 });

    const res = await credit(apiKey, member.id, { activity_id: String(adHoc.id), num_points: 275 });

    expect(res.body).toEqual({ awarded: true, num_points: 275, reason: null, base_points: 275, credits: [], skipped: [] });
    expect((await points(apiKey, member.id)).total_points).toBe(275);
  });

  it('refuses the second credit over a daily cap of one with freq_cap_reached, and allows it the next day', async () => {
    const member = await newMember(apiKey);
    const daily = await newActivity(clientId, { freq_cap: 1, freq_period_id: 2 });
    await credit(apiKey, member.id, { activity_id: daily.id });

    const refused = await credit(apiKey, member.id, { activity_id: daily.id });
    advanceClock(86_400);
    const nextDay = await credit(apiKey, member.id, { activity_id: daily.id });

    expect(refused.body).toEqual({ awarded: false, num_points: 0, reason: 'freq_cap_reached', base_points: 0, credits: [], skipped: [] });
    expect(nextDay.body.awarded).toBe(true);
    expect((await points(apiKey, member.id)).total_points).toBe(20);
  });

  it('caps a lifetime activity for good', async () => {
    const member = await newMember(apiKey);
    const once = await newActivity(clientId, { freq_cap: 1, freq_period_id: 5 });
    await credit(apiKey, member.id, { activity_id: once.id });

    advanceClock(400 * 86_400);
    const later = await credit(apiKey, member.id, { activity_id: once.id });

    expect(later.body.reason).toBe('freq_cap_reached');
  });

  it('counts a backdated completion in the window of its activity_date', async () => {
    const member = await newMember(apiKey);
    const weekly = await newActivity(clientId, { freq_cap: 1, freq_period_id: 4 });
    const now = Math.floor(Date.now() / 1000);

    const thisWeek = await credit(apiKey, member.id, { activity_id: weekly.id });
    const lastWeek = await credit(apiKey, member.id, { activity_id: weekly.id, activity_date: now - 8 * 86_400 });
    const history = await call('GET', `/v2/users/${member.id}/activity_history`, { query: { api_key: apiKey } });

    expect([thisWeek.body.awarded, lastWeek.body.awarded]).toEqual([true, true]);
    expect(history.body.map((r: any) => r.date_created)).toContain(now - 8 * 86_400);
  });

  it('awards points on the required attempt only, then starts counting again', async () => {
    const member = await newMember(apiKey);
    const survey = await newActivity(clientId, { num_points: 100, freq_num_required_attempts: 3 });

    const results = [];
    for (let i = 0; i < 4; i++) results.push((await credit(apiKey, member.id, { activity_id: survey.id })).body);

    expect(results.map((r) => r.reason)).toEqual(['more_attempts_required', 'more_attempts_required', null, 'more_attempts_required']);
    expect((await points(apiKey, member.id)).total_points).toBe(100);
  });

  it('refuses an unknown or inactive activity with param_error and a missing activity_id with input_error', async () => {
    const member = await newMember(apiKey);
    const retired = await newActivity(clientId, { is_active: false });

    const unknown = await credit(apiKey, member.id, { activity_id: 424242 });
    const malformed = await credit(apiKey, member.id, { activity_id: 'share' });
    const inactive = await credit(apiKey, member.id, { activity_id: retired.id });
    const missing = await credit(apiKey, member.id, { notes: 'no id' });

    expect(unknown).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(inactive).toMatchObject({ status: 400, body: { error: 'param_error' } });
    expect(missing).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect((await points(apiKey, member.id)).total_points).toBe(0);
  });

  it('refuses a future activity_date and a non-integer num_points with input_error', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId);

    const future = await credit(apiKey, member.id, { activity_id: activity.id, activity_date: Math.floor(Date.now() / 1000) + 86_400 });
    const fractional = await credit(apiKey, member.id, { activity_id: activity.id, num_points: 1.5 });

    expect(future).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(fractional).toMatchObject({ status: 400, body: { error: 'input_error' } });
  });

  it('answers page_not_found for an unknown member', async () => {
    const activity = await newActivity(clientId);
    const res = await credit(apiKey, 77, { activity_id: activity.id });
    expect(res).toMatchObject({ status: 400, body: { error: 'page_not_found' } });
  });

  it('refuses an activity worth negative points at definition: crediting never takes points away', async () => {
    const res = await call('POST', `/admin/v1/clients/${clientId}/activities`, { headers: ADMIN_HEADERS, body: { name: 'Penalty', title: 'Penalty', num_points: -50 } });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^num_points: /) } });
  });

  it('replays a credit sent twice with one Idempotency-Key and awards it once', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 30 });
    const headers = { 'idempotency-key': unique('credit') };

    const [first, second] = await Promise.all([1, 2].map(() => credit(apiKey, member.id, { activity_id: activity.id }, headers)));
    const third = await credit(apiKey, member.id, { activity_id: activity.id }, headers);

    expect([first!.body, second!.body, third.body]).toEqual(Array(3).fill({ awarded: true, num_points: 30, reason: null, base_points: 30, credits: [], skipped: [] }));
    expect((await points(apiKey, member.id)).total_points).toBe(30);
  });
});

describe('crediting under concurrency', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  it('awards exactly 3 of 20 parallel credits of an activity capped at 3 per day', async () => {
    const member = await newMember(apiKey);
    const capped = await newActivity(clientId, { num_points: 7, freq_cap: 3, freq_period_id: 2 });

    const results = await Promise.all(Array.from({ length: 20 }, () => credit(apiKey, member.id, { activity_id: capped.id })));

    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.awarded)).toHaveLength(3);
    expect(results.filter((r) => r.body.reason === 'freq_cap_reached')).toHaveLength(17);
    const summary = await points(apiKey, member.id);
    expect(summary.total_points).toBe(21);
    expect(summary.activities).toHaveLength(3);
  });

  it('awards exactly once per required attempts among parallel attempts', async () => {
    const member = await newMember(apiKey);
    const survey = await newActivity(clientId, { num_points: 50, freq_num_required_attempts: 4 });

    const results = await Promise.all(Array.from({ length: 12 }, () => credit(apiKey, member.id, { activity_id: survey.id })));

    expect(results.filter((r) => r.body.awarded)).toHaveLength(3);
    expect((await points(apiKey, member.id)).total_points).toBe(150);
  });

  it('applies a credit exactly once when DynamoDB cancels its first transactions with TransactionConflict', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 11 });
    const conflicts = injectTransactionConflicts(3);
    try {
      const res = await credit(apiKey, member.id, { activity_id: activity.id });

      expect(res.body).toEqual({ awarded: true, num_points: 11, reason: null, base_points: 11, credits: [], skipped: [] });
    } finally {
      conflicts.stop();
    }
    const summary = await points(apiKey, member.id);
    expect(conflicts.transactions()).toBe(4);
    expect(summary.total_points).toBe(11);
    expect(summary.activities).toHaveLength(1);
  });
});

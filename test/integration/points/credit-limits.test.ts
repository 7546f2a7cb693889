import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../shared/data/client.js';
import { activityCapKey } from '../../../shared/points/keys.js';
import { CAP_COUNTER_LIFETIME_AFTER_WINDOW } from '../../../shared/points/activity-credit.js';
import { nowSeconds } from '../../../shared/support/clock.js';
import { dayWindow } from '../../../shared/support/periods.js';
import { MAX_ACTIVITY_BACKDATE_DAYS } from '../../../shared/programs/settings.js';
import { ADMIN_HEADERS, call, newClient, newMember } from '../../../local/walks/api.js';
import { credit, newActivity } from '../../../local/walks/points.js';

/**
 * What a credit may not do: reach back further than the client allows (which would reopen
 * frequency-capped windows whose counters are gone), take points away, or award more than the
 * client's max_points_per_credit; and no balance may pass 2^53 (JSON numbers lose points there).
 */

const DAY = 86_400;
const summary = async (apiKey: string, memberId: number) => (await call('GET', `/v2/users/${memberId}/points`, { query: { api_key: apiKey } })).body;
const putSettings = (clientId: string, body: Record<string, unknown>) => call('PUT', `/admin/v1/clients/${clientId}/settings`, { headers: ADMIN_HEADERS, body });

describe('backdated credits', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  it('refuses an activity_date more than 30 days back (the default bound) with input_error, and awards nothing', async () => {
    const member = await newMember(apiKey);
    const activity = await newActivity(clientId, { num_points: 10 });

    const res = await credit(apiKey, member.id, { activity_id: activity.id, activity_date: nowSeconds() - 31 * DAY });

    expect(res).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^activity_date: at most 30 days ago/) } });
    expect((await summary(apiKey, member.id)).total_points).toBe(0);
  });

  it('awards a capped activity once per window at most, however far back the completions are dated', async () => {
    const member = await newMember(apiKey);
    const daily = await newActivity(clientId, { num_points: 1, freq_cap: 1, freq_period_id: 2 });
    const now = nowSeconds();
    // Days 0..29 back lie within the 30-day bound and days 31..39 beyond it (day 30 is the edge).
    const backdated = [...Array.from({ length: 30 }, (_unused, day) => now - day * DAY), ...Array.from({ length: 9 }, (_unused, i) => now - (31 + i) * DAY)];

    const first: number[] = [];
    for (const at of backdated) first.push((await credit(apiKey, member.id, { activity_id: daily.id, activity_date: at })).status);
    const again = await Promise.all(backdated.map((at) => credit(apiKey, member.id, { activity_id: daily.id, activity_date: at })));

    expect(first).toEqual([...Array(30).fill(200), ...Array(9).fill(400)]);
    expect(again.filter((res) => res.body.awarded === true)).toEqual([]);
    expect((await summary(apiKey, member.id)).total_points).toBe(30);
  });

  it('keeps a cap counter past its window for as long as any client may backdate into it', async () => {
    const member = await newMember(apiKey);
    const daily = await newActivity(clientId, { num_points: 1, freq_cap: 1, freq_period_id: 2 });
    const at = nowSeconds() - 2 * DAY;

    await credit(apiKey, member.id, { activity_id: daily.id, activity_date: at });

    const window = dayWindow(at);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: activityCapKey(clientId, member.id, String(daily.id), window.id) }));
    expect(Item?.completions).toBe(1);
    expect(Item?.expires_at).toBeGreaterThanOrEqual(window.end + MAX_ACTIVITY_BACKDATE_DAYS * DAY);
    expect(CAP_COUNTER_LIFETIME_AFTER_WINDOW).toBeGreaterThan(MAX_ACTIVITY_BACKDATE_DAYS * DAY);
  });

  it('follows the client setting: 0 days refuses yesterday; more than 365 is refused as a setting', async () => {
    const strict = await newClient({ max_activity_backdate_days: 0 });
    const member = await newMember(strict.apiKey);
    const activity = await newActivity(strict.clientId, { num_points: 5 });

    const yesterday = await credit(strict.apiKey, member.id, { activity_id: activity.id, activity_date: nowSeconds() - DAY });
    const today = await credit(strict.apiKey, member.id, { activity_id: activity.id });
    const tooLong = await putSettings(strict.clientId, { max_activity_backdate_days: 366 });

    expect(yesterday).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(today).toMatchObject({ status: 200, body: { awarded: true } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^max_activity_backdate_days: /) } });
  });
});

describe('points overrides', () => {
  let clientId: string;
  let apiKey: string;
  beforeAll(async () => {
    ({ clientId, apiKey } = await newClient());
  });

  it('refuses a negative num_points with input_error: alternating +1,000,000 / -1,000,000 cannot inflate total_points', async () => {
    const member = await newMember(apiKey);
    const adHoc = await newActivity(clientId, { num_points: 0 });

    const results = [];
    for (const points of [100_000, -100_000, 100_000, -100_000]) results.push(await credit(apiKey, member.id, { activity_id: adHoc.id, num_points: points }));
    const million = await credit(apiKey, member.id, { activity_id: adHoc.id, num_points: -1_000_000 });

    expect(results.map((res) => res.status)).toEqual([200, 400, 200, 400]);
    expect(results[1]!.body).toMatchObject({ error: 'input_error', message: expect.stringMatching(/^num_points: /) });
    expect(million).toMatchObject({ status: 400, body: { error: 'input_error' } });
    expect(await summary(apiKey, member.id)).toMatchObject({ total_points: 200_000, redeemable_points: 200_000 });
  });

  it("caps num_points at the client's max_points_per_credit: 100,000 by default, as the operator sets it", async () => {
    const member = await newMember(apiKey);
    const adHoc = await newActivity(clientId, { num_points: 0 });
    const tight = await newClient({ max_points_per_credit: 500 });
    const tightMember = await newMember(tight.apiKey);
    const tightAdHoc = await newActivity(tight.clientId, { num_points: 0 });

    const atLimit = await credit(apiKey, member.id, { activity_id: adHoc.id, num_points: 100_000 });
    const over = await credit(apiKey, member.id, { activity_id: adHoc.id, num_points: 100_001 });
    const tightOver = await credit(tight.apiKey, tightMember.id, { activity_id: tightAdHoc.id, num_points: 501 });
    const tightAt = await credit(tight.apiKey, tightMember.id, { activity_id: tightAdHoc.id, num_points: 500 });

    expect(atLimit.status).toBe(200);
    expect(over).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/max_points_per_credit/) } });
    expect(tightOver).toMatchObject({ status: 400, body: { error: 'input_error', message: "num_points: at most 500 (the client's max_points_per_credit)" } });
    expect(tightAt.status).toBe(200);
    expect((await summary(apiKey, member.id)).total_points).toBe(100_000);
  });
});

describe('balances past 2^53', () => {
  it('refuses a purchase that would push a balance past the largest safe integer with input_error, and changes nothing', async () => {
    const { apiKey } = await newClient({ purchase_v1: true, points_per_currency_unit: 1_000_000 });
    const member = await newMember(apiKey);
    const buy = (receipt: string) => call('POST', '/v2/purchases', { query: { api_key: apiKey }, body: { receipt_id: receipt, total: 1_000_000_000, user_id: member.id } });

    // 10^15 points a purchase: nine stay below 2^53 (about 9.007 x 10^15), the tenth would not.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await buy(`big-${member.id}-${i}`)).status);
    const tenth = await buy(`big-${member.id}-9`);

    expect(statuses).toEqual(Array(9).fill(200));
    expect(tenth).toMatchObject({ status: 400, body: { error: 'input_error', message: expect.stringMatching(/^points: /) } });
    expect(await summary(apiKey, member.id)).toMatchObject({ total_points: 9e15, redeemable_points: 9e15 });
  });
});

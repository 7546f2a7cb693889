import { streamEventsOf } from '../../shared/event-stream/index.js';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as countReportEvents } from '../../functions/jobs/count-report-events.js';
import { handler as rebuildReportsJob } from '../../functions/jobs/rebuild-reports.js';
import { TableStreamReader } from '../../local/stream-reader.js';
import { documentClient, tableName } from '../../shared/data/client.js';
import { queryRange } from '../../shared/data/batch-reads.js';
import { memberKey, memberPartitionKey } from '../../shared/member-store/keys.js';
import { REPORT_SHARDS, reportItemsMonthKey, reportItemsMonthRange } from '../../shared/reports/keys.js';
import { topListSpans } from '../../shared/reports/report-repository.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call, newClient, newMember, unique } from '../../local/walks/api.js';
import { asScheduledJob } from '../helpers/jobs.js';
import { importFile } from '../../local/walks/imports.js';
import { newActivity } from '../../local/walks/points.js';
import { BRONZE_SILVER_GOLD, createCodeReward, createReward, redeem } from '../../local/walks/rewards.js';
import { injectTransactionConflicts } from '../helpers/transaction-conflicts.js';

/**
 * Program reports against a full recount of the ledger: a random workload through the API, the
 * import pipeline and lazy expiry; the report counter fed the program's stream records shuffled,
 * with duplicates, a batch handed over twice and transactions cancelled on the way; then a
 * rebuild from the ledgers, which must come to the same figures.
 */

const DAY = 86_400;
const admin = (method: string, path: string, options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  call(method, `/admin/v1/clients/${path}`, { ...options, headers: { ...ADMIN_HEADERS, ...options.headers } });
const rebuildJob = asScheduledJob('RebuildReports', rebuildReportsJob);

/** A seeded generator, so a failing workload can be run again as it was. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

const dayOf = (at: number) => new Date(at * 1000).toISOString().slice(0, 10);

interface Expected {
  members: number;
  outstanding: number;
  issued: number;
  redeemed: number;
  expired: number;
  tiers: Map<string | null, number>;
  days: Map<string, Record<string, number>>;
  rewards: Map<string, { count: number; points: number }>;
  activities: Map<string, { count: number; points: number }>;
}

const SOURCE_METRIC: Record<string, string> = {
  activity: 'points_credited_activity',
  purchase: 'points_credited_purchase',
  code_redemption: 'points_credited_campaign_code',
  receipt_claim: 'points_credited_receipt',
  adjustment: 'points_credited_adjustment',
  import: 'points_credited_import',
};

/** Every figure the reports should show, counted from the members' items and ledgers as stored. */
async function recount(clientId: string, memberIds: number[]): Promise<Expected> {
  const expected: Expected = {
    members: 0,
    outstanding: 0,
    issued: 0,
    redeemed: 0,
    expired: 0,
    tiers: new Map(),
    days: new Map(),
    rewards: new Map(),
    activities: new Map(),
  };
  const add = (at: number, metric: string, value: number) => {
    const day = expected.days.get(dayOf(at)) ?? {};
    day[metric] = (day[metric] ?? 0) + value;
    expected.days.set(dayOf(at), day);
  };
  for (const memberId of memberIds) {
    const { Item: member } = await documentClient.send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk AND SK = :sk', ExpressionAttributeValues: { ':pk': memberKey(clientId, memberId).PK, ':sk': memberKey(clientId, memberId).SK } }),
    ).then((page) => ({ Item: page.Items?.[0] }));
    if (!member) throw new Error(`member ${memberId} is gone`);
    const { Items: entries = [] } = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :ledger)',
        ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId), ':ledger': 'LEDGER#' },
      }),
    );
    add((member.recorded_at as number | undefined) ?? (member.date_created as number), 'members_created', 1);
    if (member.deleted_at !== undefined) {
      add(member.deleted_at as number, 'members_deleted', 1);
      add(member.deleted_at as number, 'outstanding_change', -(member.redeemable_points as number));
    } else {
      expected.members++;
      expected.outstanding += member.redeemable_points as number;
      const total = member.total_points as number;
      const level = total >= 1000 ? 'gold' : total >= 500 ? 'silver' : 'bronze';
      expected.tiers.set(level, (expected.tiers.get(level) ?? 0) + 1);
    }
    for (const entry of entries) {
      const at = (entry.recorded_at as number | undefined) ?? (entry.date_created as number);
      const points = entry.num_points as number;
      add(at, 'outstanding_change', points);
      if (entry.kind === 'redemption') {
        add(at, 'points_redeemed', -points);
        add(at, 'redemptions', 1);
        expected.redeemed -= points;
        const reward = expected.rewards.get(String(entry.reward_id)) ?? { count: 0, points: 0 };
        expected.rewards.set(String(entry.reward_id), { count: reward.count + 1, points: reward.points - points });
      } else if (entry.kind === 'expiration') {
        add(at, 'points_expired', -points);
        expected.expired -= points;
      } else if (entry.kind === 'return') add(at, 'points_returned', -points);
      else if (entry.kind === 'return_void') add(at, 'points_restored', points);
      else if (points < 0) add(at, 'points_removed', -points);
      else {
        add(at, SOURCE_METRIC[entry.kind as string] as string, points);
        add(at, 'points_issued', points);
        expected.issued += points;
        if (entry.kind === 'activity') {
          add(at, 'activity_credits', 1);
          const activity = expected.activities.get(entry.activity_id as string) ?? { count: 0, points: 0 };
          expected.activities.set(entry.activity_id as string, { count: activity.count + 1, points: activity.points + points });
        }
      }
    }
  }
  return expected;
}

/** The program whose event a record carries, as the stream's readers build the event (none for a record carrying no event). */
const eventClientOf = (record: _Record) => streamEventsOf({ Records: [record] } as DynamoDBStreamEvent)[0]?.client_id;

/** A program's records that carry an event, as the stream holds them; the reader stops. */
async function outboxRecords(reader: TableStreamReader, clientId: string): Promise<_Record[]> {
  const records: _Record[] = [];
  // Read until the stream is drained: earlier suites of this worker wrote to the table too, so a read may hold none of this program's records and more follow.
  for (let read = 0, emptyReads = 0; read < 1_000 && emptyReads < 3; read++) {
    const handled = await reader.readOnce(async (batch) => {
      records.push(...batch.filter((record) => eventClientOf(record) === clientId));
    });
    emptyReads = handled === 0 ? emptyReads + 1 : 0;
  }
  reader.stop();
  return records;
}

/** The month totals a generation holds, every shard's, of both kinds. */
async function monthTotals(clientId: string, generation: number) {
  const ranges = Array.from({ length: REPORT_SHARDS }, (_unused, shard) =>
    (['REWARDS', 'ACTIVITIES'] as const).map((kind) => reportItemsMonthRange(clientId, generation, shard, kind, '0000-00', '9999-99')),
  ).flat();
  return (await Promise.all(ranges.map(queryRange))).flat();
}

/** What the report routes answer now, for comparing with a recount. */
async function reported(clientId: string, from: string, to: string) {
  const summary = await admin('GET', `${clientId}/reports/summary`);
  const daily = await admin('GET', `${clientId}/reports/daily`, { query: { from, to } });
  const rewards = await admin('GET', `${clientId}/reports/top`, { query: { kind: 'rewards', from, to, limit: '100' } });
  const activities = await admin('GET', `${clientId}/reports/top`, { query: { kind: 'activities', from, to, limit: '100' } });
  for (const answer of [summary, daily, rewards, activities]) expect(answer.status).toBe(200);
  return { summary: summary.body, daily: daily.body, rewards: rewards.body, activities: activities.body };
}

function expectReportsMatch(answers: Awaited<ReturnType<typeof reported>>, expected: Expected) {
  const { summary, daily, rewards, activities } = answers;
  expect({
    members: summary.members,
    outstanding_points: summary.outstanding_points,
    points_issued: summary.points_issued,
    points_redeemed: summary.points_redeemed,
    points_expired: summary.points_expired,
  }).toEqual({ members: expected.members, outstanding_points: expected.outstanding, points_issued: expected.issued, points_redeemed: expected.redeemed, points_expired: expected.expired });
  expect(Object.fromEntries(summary.members_by_tier.map((level: { tier_id: string | null; members: number }) => [level.tier_id ?? 'none', level.members]))).toEqual({
    none: 0,
    bronze: expected.tiers.get('bronze') ?? 0,
    silver: expected.tiers.get('silver') ?? 0,
    gold: expected.tiers.get('gold') ?? 0,
  });
  let outstanding = 0;
  for (const row of daily.days as Array<Record<string, number | string>>) {
    const day = expected.days.get(row.date as string) ?? {};
    outstanding += day.outstanding_change ?? 0;
    const stored = Object.fromEntries(Object.entries(day).filter(([metric]) => metric !== 'outstanding_change'));
    const picked = Object.fromEntries(Object.keys(stored).map((metric) => [metric, row[metric]]));
    expect({ date: row.date, ...picked }).toEqual({ date: row.date, ...stored });
    expect({ date: row.date, outstanding_points: row.outstanding_points }).toEqual({ date: row.date, outstanding_points: outstanding });
  }
  expect(outstanding).toBe(expected.outstanding);
  const listed = (top: { items: Array<{ id: string; count: number; points: number }> }) =>
    Object.fromEntries(top.items.map((item) => [item.id, { count: item.count, points: item.points }]));
  expect(listed(rewards)).toEqual(Object.fromEntries(expected.rewards));
  expect(listed(activities)).toEqual(Object.fromEntries(expected.activities));
}

describe('program reports kept from the event stream', () => {
  afterEach(() => resetClock());

  it('equal a full recount of the ledger after a random workload, however the stream hands the events over, and a rebuild from the ledgers comes to the same', async () => {
    const random = seeded(Number(process.env.REPORTS_SEED ?? 20261126));
    const reader = new TableStreamReader(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
    await reader.start();
    const { clientId, apiKey } = await newClient({
      purchase_v1: true,
      points_per_currency_unit: 1,
      tiers: BRONZE_SILVER_GOLD,
      expiry_policy: { type: 'inactivity', months: 1 },
    });
    const key = { query: { api_key: apiKey } };
    const activities = [await newActivity(clientId, { num_points: 120 }), await newActivity(clientId, { num_points: 35 })];
    const reward = await createReward(clientId, { num_points: 60, total_quantity: 40 });
    const codeReward = await createCodeReward(clientId, 6, { num_points: 25 });
    // The workload runs over the last eleven weeks, so that every day it writes is in the past and the range holds a whole month.
    advanceClock(-80 * DAY);
    const firstDay = dayOf(nowSeconds());

    const members: number[] = [];
    for (let index = 0; index < 6; index++) members.push((await newMember(apiKey)).id);
    const thirdPartyIds = [1, 2, 3].map(() => unique('tp'));
    const imported = await importFile(
      clientId,
      'members',
      'csv',
      `third_party_id,first_name,last_name,date_of_birth,email_address,postal_code,total_points,redeemable_points,date_created\r\n${thirdPartyIds
        .map((id, index) => `${id},Imported,Member,631152000,${id}@example.com,10001,${(index + 1) * 400},${(index + 1) * 300},${nowSeconds() - 400 * DAY}`)
        .join('\r\n')}\r\n`,
    );
    expect(imported).toMatchObject({ status: 'completed', rows_done: 3 });
    for (const id of thirdPartyIds) members.push((await call('GET', `/v2/users/${id}`, { query: { api_key: apiKey, id_type: 'third_party_id' } })).body.id);

    let returns = 0;
    // Coupon use is no ledger movement: the workload keeps its own count.
    const couponsUsed = new Map<string, number>();
    const operations: Array<() => Promise<unknown>> = [
      () => call('POST', `/v2/users/${random.pick(members)}/activities`, { ...key, body: { activity_id: random.pick(activities).id } }),
      // A backdated credit counts on the day it was written.
      () => call('POST', `/v2/users/${random.pick(members)}/activities`, { ...key, body: { activity_id: random.pick(activities).id, activity_date: nowSeconds() - DAY } }),
      async () => {
        const receipt = unique('rcpt');
        await call('POST', '/v2/purchases', { ...key, body: { receipt_id: receipt, total: 20 + random.int(80), user_id: random.pick(members) } });
        if (random.next() < 0.6) {
          const returnId = `RT-${returns++}`;
          await call('POST', '/v2/purchases/return', { ...key, body: { receipt_id: receipt, return_id: returnId, total: 10 } });
          if (random.next() < 0.5) await call('DELETE', `/v2/purchases/return/${returnId}`, key);
        }
      },
      () => redeem(apiKey, random.pick(members), { reward_id: reward.id }),
      async () => {
        const memberId = random.pick(members);
        const order = await redeem(apiKey, memberId, { reward_id: codeReward.reward.id });
        if (order.status === 200 && random.next() < 0.7) {
          const used = await call('POST', '/v2/coupon/use', { ...key, body: { user_id: memberId, code: order.body.codes[0] } });
          if (used.status === 200) couponsUsed.set(dayOf(nowSeconds()), (couponsUsed.get(dayOf(nowSeconds())) ?? 0) + 1);
        }
      },
      () => admin('POST', `${clientId}/members/${random.pick(members)}/points_adjustments`, { body: { points: random.next() < 0.5 ? 15 : -5, reason: 'Correction' } }),
    ];
    for (let step = 0; step < 50; step++) {
      if (step === 20 || step === 35) advanceClock(DAY);
      await random.pick(operations)();
    }
    // A month and more without earning: the next credit of each member expires what it held first.
    advanceClock(38 * DAY);
    for (const memberId of members.slice(0, 3)) await call('POST', `/v2/users/${memberId}/activities`, { ...key, body: { activity_id: activities[1].id } });
    resetClock();
    // Expiry off from here on: another suite's expiry job on the shared table, its clock months ahead, expires nothing of this program's.
    expect((await admin('PATCH', `${clientId}/settings`, { body: { expiry_policy: { type: 'none' } } })).status).toBe(200);
    const deleted = [members[4], members[7]];
    for (const memberId of deleted) expect((await call('DELETE', `/v2/users/${memberId}`, key)).status).toBe(200);

    const records = await outboxRecords(reader, clientId);
    expect(records.length).toBeGreaterThan(50);

    // Shuffled, a fifth sent twice, in batches of up to 100; the first batch handed over again; some transactions cancelled.
    const shuffled = [...records, ...records.filter(() => random.next() < 0.2)].sort(() => random.next() - 0.5);
    const batches: _Record[][] = [];
    for (let start = 0; start < shuffled.length; start += 1 + random.int(100)) batches.push(shuffled.slice(start, start + 100));
    const conflicts = injectTransactionConflicts(3);
    const context = { getRemainingTimeInMillis: () => 60_000 } as never;
    try {
      for (const batch of [...batches, batches[0] as _Record[]]) await countReportEvents({ Records: batch } as DynamoDBStreamEvent, context);
    } finally {
      conflicts.stop();
    }

    const expected = await recount(clientId, members);
    for (const [day, count] of couponsUsed) expected.days.set(day, { ...expected.days.get(day), coupons_used: count });
    expect(couponsUsed.size).toBeGreaterThan(0);
    const today = dayOf(nowSeconds());
    const settled = topListSpans(firstDay, today, nowSeconds()).months;
    expect(settled.length).toBeGreaterThan(0);
    // The first top lists over a settled month add its days up and keep the sums as its month totals; the next read those.
    expect(await monthTotals(clientId, 1)).toEqual([]);
    expectReportsMatch(await reported(clientId, firstDay, today), expected);
    const kept = await monthTotals(clientId, 1);
    expect(kept.map((item) => item.SK).sort()).toEqual(
      ['REWARDS', 'ACTIVITIES'].flatMap((kind) => settled.flatMap((month) => Array(REPORT_SHARDS).fill(reportItemsMonthKey(clientId, 1, 0, kind as 'REWARDS', month).SK))).sort(),
    );
    expectReportsMatch(await reported(clientId, firstDay, today), expected);
    // A month's item stands for its days from now on: what it says is what the top list counts.
    const oneMonth = kept.find((item) => String(item.SK).startsWith(reportItemsMonthKey(clientId, 1, 0, 'REWARDS', '').SK));
    expect(expected.rewards.size).toBeGreaterThan(0);
    const rewardRedeemed = String([...expected.rewards.keys()][0]);
    await documentClient.send(
      new UpdateCommand({ TableName: tableName(), Key: { PK: oneMonth!.PK, SK: oneMonth!.SK }, UpdateExpression: 'ADD #count :more', ExpressionAttributeNames: { '#count': `reward#${rewardRedeemed}#redemptions` }, ExpressionAttributeValues: { ':more': 1000 } }),
    );
    const tampered = await admin('GET', `${clientId}/reports/top`, { query: { kind: 'rewards', from: firstDay, to: today, limit: '100' } });
    const count = (top: { items: Array<{ id: string; count: number }> }) => top.items.find((item) => item.id === rewardRedeemed)?.count ?? 0;
    expect(count(tampered.body)).toBe((expected.rewards.get(rewardRedeemed)?.count ?? 0) + 1000);

    // The rebuild: its cutoff a minute on, its walk two; the job walks every member's ledger.
    const rebuild = await admin('POST', `${clientId}/reports/rebuild`);
    expect(rebuild).toMatchObject({ status: 202, body: { status: 'queued', members_counted: 0 } });
    expect((await admin('POST', `${clientId}/reports/rebuild`)).status).toBe(409);
    advanceClock(121);
    const run = await rebuildJob({}, { getRemainingTimeInMillis: () => 300_000 });
    expect(run).toMatchObject({ failedMembers: 0, failedRebuilds: 0 });
    const rebuilt = await reported(clientId, firstDay, today);
    expect(rebuilt.summary.rebuild).toBeNull();
    expectReportsMatch(rebuilt, expected);
    expect(await monthTotals(clientId, 2)).toHaveLength(kept.length);
  });

  it("counts nowhere an event written before a rebuild's cutoff and handed over only after the rebuild finished: the rebuild's walk counted it", async () => {
    const reader = new TableStreamReader(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
    await reader.start();
    const { clientId, apiKey } = await newClient();
    const activity = await newActivity(clientId, { num_points: 70 });
    const member = await newMember(apiKey);
    expect((await call('POST', `/v2/users/${member.id}/activities`, { query: { api_key: apiKey }, body: { activity_id: activity.id } })).status).toBe(200);
    // Held back, as records that failed into the dead-letter queue are until an operator replays them.
    const heldBack = await outboxRecords(reader, clientId);
    expect(heldBack.length).toBe(2);

    expect((await admin('POST', `${clientId}/reports/rebuild`)).status).toBe(202);
    advanceClock(121);
    expect(await rebuildJob({}, { getRemainingTimeInMillis: () => 300_000 })).toMatchObject({ failedMembers: 0, failedRebuilds: 0 });
    const rebuilt = (await admin('GET', `${clientId}/reports/summary`)).body;
    await countReportEvents({ Records: heldBack } as DynamoDBStreamEvent, { getRemainingTimeInMillis: () => 60_000 } as never);
    const replayed = (await admin('GET', `${clientId}/reports/summary`)).body;

    expect(rebuilt).toMatchObject({ members: 1, points_issued: 70, rebuild: null });
    expect(replayed).toMatchObject({ members: 1, points_issued: 70 });
  });

  it('refuses a range or metric it cannot serve with param_error, an unknown program with not_found, and changes nothing', async () => {
    const { clientId } = await newClient();
    const today = dayOf(nowSeconds());
    const daily = (query: Record<string, string>) => admin('GET', `${clientId}/reports/daily`, { query });
    const refusals = [
      await daily({ from: '2026-02-30' }),
      await daily({ from: today, to: dayOf(nowSeconds() - DAY) }),
      await daily({ from: dayOf(nowSeconds() - 400 * DAY), to: today }),
      await daily({ to: dayOf(nowSeconds() + DAY) }),
      await daily({ metrics: 'points_issued,points_stolen' }),
      await admin('GET', `${clientId}/reports/top`, { query: { kind: 'members' } }),
      await admin('GET', `${clientId}/reports/top`, { query: { limit: '101' } }),
    ];
    const unknown = await Promise.all([
      admin('GET', 'nosuchprogram/reports/summary'),
      admin('GET', 'nosuchprogram/reports/daily'),
      admin('GET', 'nosuchprogram/reports/top'),
      admin('POST', 'nosuchprogram/reports/rebuild'),
    ]);

    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 400, body: { error: 'param_error', message: expect.any(String) } });
    expect(refusals[4]?.body.message).toContain('points_stolen');
    for (const answer of unknown) expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await admin('GET', 'nosuchprogram/reports/summary')).status).toBe(404);
    expect((await admin('GET', `${clientId}/reports/summary`)).body).toMatchObject({ members: 0, outstanding_points: 0, rebuild: null });
  });

  it('answers each report as CSV when Accept asks for text/csv: the JSON answer as a header and a line per metric, day or item', async () => {
    const { clientId } = await newClient({ tiers: BRONZE_SILVER_GOLD });
    const csv = { accept: 'text/csv' };
    const range = { from: dayOf(nowSeconds() - 2 * DAY), to: dayOf(nowSeconds()), metrics: 'members_created,points_issued,outstanding_points' };

    const [summary, daily, top, dailyJson] = await Promise.all([
      admin('GET', `${clientId}/reports/summary`, { headers: csv }),
      admin('GET', `${clientId}/reports/daily`, { headers: csv, query: range }),
      admin('GET', `${clientId}/reports/top`, { headers: csv, query: { kind: 'activities' } }),
      admin('GET', `${clientId}/reports/daily`, { query: range }),
    ]);

    for (const answer of [summary, daily, top]) expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(summary.body.split('\r\n')).toEqual([
      'metric,value',
      'members,0',
      'outstanding_points,0',
      'points_issued,0',
      'points_redeemed,0',
      'points_expired,0',
      'members_tier_none,0',
      'members_tier_bronze,0',
      'members_tier_silver,0',
      'members_tier_gold,0',
      expect.stringMatching(/^as_of,\d{4}-\d\d-\d\dT/),
      '',
    ]);
    expect(daily.body).toBe(
      `date,members_created,points_issued,outstanding_points\r\n${dailyJson.body.days.map((row: Record<string, unknown>) => `${row.date},${row.members_created},${row.points_issued},${row.outstanding_points}\r\n`).join('')}`,
    );
    expect(dailyJson.body.days).toHaveLength(3);
    expect(top.body).toBe('id,name,count,points\r\n');
  });
});

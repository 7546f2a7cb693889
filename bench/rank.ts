/**
 * npm run bench:rank — what one rank request (endpoint 6: three ranks, ahead and behind) costs
 * as the program grows. Starts its own DynamoDB Local, loads 1,000 and then 100,000 members
 * (bulk BatchWriteItem of items built by the same repositories and key builders as the live
 * path), checks a sample of ranks against a brute-force computation (also after live credits
 * through the API), then measures rank requests: capacity units, round trips, latency.
 */
import { randomInt } from 'node:crypto';
import { startBenchTable } from './support/bench-table.js';

const SIZES = [1_000, 100_000];
const SAMPLES = 60;
const BOUNDS = { capacityUnits: 25, sequentialRoundTrips: 3, latencyRatio: 2 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { documentClient } = await import('../shared/data/client.js');
const { putNewMemberItem } = await import('../shared/member-records/index.js');
const { rankEntryProfile, rankEntryRecord } = await import('../shared/points/rank-repository.js');
const { shardOf } = await import('../shared/points/rank-tree.js');
const { batchWrite, rankTreeItems } = await import('./support/bulk-load.js');
const { createClient } = await import('../shared/clients/clients.js');
const { createActivity, ActivityInputSchema } = await import('../shared/points/activity-catalogue.js');
const { nowSeconds } = await import('../shared/support/clock.js');
const { isoWeekWindow, monthId, monthIndex } = await import('../shared/support/periods.js');
const { mintMemberId } = await import('../shared/members/member-writes.js');
const { dispatch } = await import('../local/dispatch.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
type MemberRecord = import('../shared/member-records/index.js').MemberRecord;
type RankPeriod = import('../shared/points/rank-tree.js').RankPeriod;
type BenchMember = import('./support/bulk-load.js').RankedMember;

const now = nowSeconds();
const week = isoWeekWindow(now);

const { client_id: clientId, api_key: apiKey } = await createClient('Rank benchmark');
const members: BenchMember[] = [];

/** A skewed points distribution: a fifth never earned, most have little, a few have a lot. */
function randomMember(): BenchMember {
  const all = Math.random() < 0.2 ? 0 : Math.floor(Math.exp(Math.random() * Math.log(2_000_000)));
  const monthPoints = all > 0 && Math.random() < 0.5 ? Math.min(all, 1 + randomInt(5_000)) : 0;
  const weekPoints = monthPoints > 0 && Math.random() < 0.6 ? Math.min(monthPoints, 1 + randomInt(1_500)) : 0;
  return { id: mintMemberId(), all, week: weekPoints, month: monthPoints };
}

function memberItem(m: BenchMember, index: number): Record<string, unknown> {
  const record: MemberRecord = {
    client_id: clientId,
    id: m.id,
    username: `bench${index}`,
    first_name: 'Bench',
    total_points: m.all,
    redeemable_points: m.all,
    num_points_purchased: 0,
    version: 1,
    date_created: now,
    ...(m.week > 0 ? { earned_week: { id: week.id, points: m.week } } : {}),
    ...(m.month > 0 ? { earned_months: { [monthId(monthIndex(now))]: m.month } } : {}),
  };
  return putNewMemberItem(record).Put!.Item!;
}

async function grow(size: number): Promise<void> {
  const started = Date.now();
  const fresh: BenchMember[] = [];
  while (members.length + fresh.length < size) fresh.push(randomMember());
  const offset = members.length;
  members.push(...fresh);
  await batchWrite(
    fresh.flatMap((m, i) => {
      const item = memberItem(m, offset + i);
      return [item, rankEntryRecord(clientId, m.id, shardOf(m.id), m.all, rankEntryProfile(item))];
    }),
  );
  await batchWrite(rankTreeItems(clientId, members, now));
  console.log(`loaded ${size.toLocaleString('en-US')} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const rankRequest = (id: number) => dispatch({ method: 'GET', path: `/v2/users/${id}/rank`, query: { api_key: apiKey } });

/** Brute force over the in-memory members: ranks, registrations and neighbours. */
function expectedRank(id: number) {
  const me = members.find((m) => m.id === id)!;
  const above = (period: RankPeriod) => members.filter((m) => m[period] > me[period]).length;
  const order = [...members].sort((a, b) => b.all - a.all || a.id - b.id);
  const position = order.indexOf(me);
  return {
    total_registrations: String(members.length),
    rank: 1 + above('all'),
    weekly_rank: 1 + above('week'),
    monthly_rank: 1 + above('month'),
    ahead: order[position - 1]?.id ?? null,
    behind: order[position + 1]?.id ?? null,
  };
}

async function verify(sample: number): Promise<number> {
  let checked = 0;
  for (let i = 0; i < sample; i++) {
    const m = members[randomInt(members.length)]!;
    const body = JSON.parse((await rankRequest(m.id)).body);
    const got = {
      total_registrations: body.total_registrations,
      rank: body.rank,
      weekly_rank: body.weekly_rank,
      monthly_rank: body.monthly_rank,
      ahead: body.ahead[0]?.id ?? null,
      behind: body.behind[0]?.id ?? null,
    };
    const want = expectedRank(m.id);
    if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`rank of ${m.id}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    checked++;
  }
  return checked;
}

/** Credits through the live API, mirrored in memory, so the live path is checked against the bulk shape. */
async function liveCredits(count: number): Promise<void> {
  const activity = await createActivity(clientId, ActivityInputSchema.parse({ name: 'Bench credit', title: 'Bench credit', num_points: 0 }));
  for (let i = 0; i < count; i++) {
    const m = members[randomInt(members.length)]!;
    const points = 1 + randomInt(3_000);
    const res = await dispatch({
      method: 'POST',
      path: `/v2/users/${m.id}/activities`,
      query: { api_key: apiKey },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activity_id: activity.id, num_points: points }),
    });
    if (res.statusCode !== 200) throw new Error(`credit failed: ${res.body}`);
    m.all += points;
    m.week += points;
    m.month += points;
  }
}

const meter = new DynamoMeter();
meter.attach(documentClient);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  size: number;
  medianMs: number;
  p90Ms: number;
  maxCapacity: number;
  meanCapacity: number;
  maxSequential: number;
  maxCalls: number;
}

async function measure(size: number): Promise<Row> {
  await rankRequest(members[0]!.id); // warms the api_key cache and the handler module
  const latencies: number[] = [];
  const costs: Array<ReturnType<typeof meter.reset>> = [];
  for (let i = 0; i < SAMPLES; i++) {
    const m = members[randomInt(members.length)]!;
    meter.reset();
    const started = process.hrtime.bigint();
    const res = await rankRequest(m.id);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    costs.push(meter.reset());
    if (res.statusCode !== 200) throw new Error(`rank failed: ${res.body}`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    size,
    medianMs: median(latencies),
    p90Ms: sorted[Math.floor(sorted.length * 0.9)]!,
    maxCapacity: Math.max(...costs.map((c) => c.capacityUnits)),
    meanCapacity: costs.reduce((s, c) => s + c.capacityUnits, 0) / costs.length,
    maxSequential: Math.max(...costs.map((c) => c.sequentialRoundTrips)),
    maxCalls: Math.max(...costs.map((c) => c.calls)),
  };
}

const rows: Row[] = [];
try {
  for (const size of SIZES) {
    await grow(size);
    const bulkChecked = await verify(size > 10_000 ? 10 : 25);
    await liveCredits(10);
    const liveChecked = await verify(size > 10_000 ? 10 : 25);
    console.log(`  ranks of ${bulkChecked + liveChecked} sampled members match the brute-force computation (before and after 10 live credits)`);
    rows.push(await measure(size));
  }
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  console.log('\nRank request (GET /v2/users/{id}/rank, id_type=id): per request, over %d requests', SAMPLES);
  console.log('  members | median ms |    p90 ms | max RCU | mean RCU | seq. round trips | DynamoDB calls');
  for (const r of rows) {
    console.log(
      `${r.size.toLocaleString('en-US').padStart(9)} |${fmt(r.medianMs)}  |${fmt(r.p90Ms)}  |${fmt(r.maxCapacity)}|${fmt(r.meanCapacity)} |${String(r.maxSequential).padStart(17)} |${String(r.maxCalls).padStart(15)}`,
    );
  }
  const checks = [
    ...rows.map((r) => [`capacity <= ${BOUNDS.capacityUnits} RCU at ${r.size.toLocaleString('en-US')}`, r.maxCapacity <= BOUNDS.capacityUnits] as const),
    ...rows.map((r) => [`sequential round trips <= ${BOUNDS.sequentialRoundTrips} at ${r.size.toLocaleString('en-US')}`, r.maxSequential <= BOUNDS.sequentialRoundTrips] as const),
    [`median latency at 100,000 within ${BOUNDS.latencyRatio}x of 1,000 (${(rows[1]!.medianMs / rows[0]!.medianMs).toFixed(2)}x)`, rows[1]!.medianMs <= BOUNDS.latencyRatio * rows[0]!.medianMs] as const,
  ];
  console.log('');
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;
} finally {
  await dynamo.stop();
}

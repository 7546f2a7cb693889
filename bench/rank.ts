/**
 * npm run bench:rank — what one rank request (endpoint 6: three ranks, ahead and behind) costs
 * as the program grows. Starts its own DynamoDB Local, loads 1,000, 100,000 and then 1,000,000
 * members (bulk BatchWriteItem of items built by the same repositories and key builders as the
 * live path), checks a sample of ranks against a brute-force computation (also after live credits
 * through the API), then measures rank requests: capacity units, round trips, latency. Prints a
 * table, the ratios of the largest size to the smallest and PASS/FAIL; writes
 * bench/results/rank.json. BENCH_RANK_SIZES (e.g. 1000,20000) runs other sizes, for quick runs.
 * Bulk writes, not the members import: at its 78 members/s (bench:import) a million take 3.5 h.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';

const SIZES = (process.env.BENCH_RANK_SIZES ?? '1000,100000,1000000').split(',').map((size) => Number(size.replaceAll('_', '')));
if (SIZES.length === 0 || SIZES.some((size, i) => !Number.isInteger(size) || size < 1 || size <= (SIZES[i - 1] ?? 0))) {
  throw new Error(`BENCH_RANK_SIZES must be growing member counts, e.g. 1000,20000; got ${process.env.BENCH_RANK_SIZES}`);
}
/** Members built and written at a time: the items of a million at once would take gigabytes. */
const LOAD_CHUNK = 20_000;
/** BatchWriteItem calls in flight while loading: 16 loaded no faster on 2 cores, DynamoDB Local's CPU is the limit. */
const LOAD_PARALLEL = 8;
const SAMPLES = 60;
const WARMUP = 20;
const BOUNDS = { capacityUnits: 25, sequentialRoundTrips: 3, latencyRatio: 2 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { documentClient } = await import('../shared/data/client.js');
const { putNewMemberItem } = await import('../shared/member-store/index.js');
const { rankEntryProfile, rankEntryRecord } = await import('../shared/points/rank-entries.js');
const { shardOf } = await import('../shared/points/rank-tree.js');
const { batchWrite, rankTreeItems } = await import('./support/bulk-load.js');
const { createClient } = await import('../shared/programs/clients.js');
const { createActivity, ActivityInputSchema } = await import('../shared/points/activity-catalogue.js');
const { nowSeconds } = await import('../shared/support/clock.js');
const { isoWeekWindow, monthId, monthIndex } = await import('../shared/support/periods.js');
const { mintMemberId } = await import('../shared/members/member-writes.js');
const { dispatch } = await import('../local/dispatch.js');
const { DynamoMeter, operationOf } = await import('../local/dynamo-metrics.js');
const { RATE_WINDOW_PARTITIONS } = await import('../shared/programs/keys.js');
type MemberRecord = import('../shared/member-store/index.js').MemberRecord;
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

/** Adds members up to `size`, chunk by chunk, then rewrites the tree nodes they all add up to. Answers seconds taken. */
async function grow(size: number): Promise<number> {
  const started = Date.now();
  while (members.length < size) {
    const offset = members.length;
    const fresh: BenchMember[] = [];
    while (offset + fresh.length < Math.min(size, offset + LOAD_CHUNK)) fresh.push(randomMember());
    members.push(...fresh);
    await batchWrite(
      fresh.flatMap((m, i) => {
        const item = memberItem(m, offset + i);
        return [item, rankEntryRecord(clientId, m.id, shardOf(m.id), rankEntryProfile(item), { totalPoints: m.all })];
      }),
      LOAD_PARALLEL,
    );
  }
  await batchWrite(rankTreeItems(clientId, members, now), LOAD_PARALLEL);
  const seconds = (Date.now() - started) / 1000;
  console.log(`loaded ${size.toLocaleString('en-US')} members in ${seconds.toFixed(1)} s`);
  return seconds;
}

const rankRequest = (id: number) => dispatch({ method: 'GET', path: `/v2/users/${id}/rank`, query: { api_key: apiKey } });

/**
 * Brute force over the in-memory members, sorted once per pass (a sort per member checked would
 * take minutes at a million): ranks, registrations and neighbours.
 */
function bruteForceRanks() {
  const order = [...members].sort((a, b) => b.all - a.all || a.id - b.id);
  const position = new Map(order.map((m, index) => [m.id, index]));
  const descending = (period: RankPeriod) =>
    Float64Array.from(members, (m) => m[period])
      .sort()
      .reverse();
  const values = { all: descending('all'), week: descending('week'), month: descending('month') };
  /** How many members have more than `value`: the first index of a descending list below it. */
  const above = (period: RankPeriod, value: number) => {
    const list = values[period];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]! > value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return (id: number) => {
    const index = position.get(id)!;
    const me = order[index]!;
    return {
      total_registrations: String(members.length),
      rank: 1 + above('all', me.all),
      weekly_rank: 1 + above('week', me.week),
      monthly_rank: 1 + above('month', me.month),
      ahead: order[index - 1]?.id ?? null,
      behind: order[index + 1]?.id ?? null,
    };
  };
}

async function verify(sample: number): Promise<number> {
  const expectedRank = bruteForceRanks();
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

/**
 * The rate limit's window writes (one UpdateItem per 10 of the client's requests, on its own
 * round trip) are left out of a request's cost, as bench:routes does: they are not the rank
 * request's work, and would otherwise land on every tenth measured request.
 */
const RATE_WINDOW_PREFIX = RATE_WINDOW_PARTITIONS.replace('*', '');
let rateWindowWrites = { calls: 0, capacityUnits: 0 };
documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const pk = operationOf(context.commandName) === 'UpdateItem' ? (args.input as { Key?: { PK?: unknown } }).Key?.PK : undefined;
    const result = await next(args);
    if (typeof pk === 'string' && pk.startsWith(RATE_WINDOW_PREFIX)) {
      rateWindowWrites.calls += 1;
      rateWindowWrites.capacityUnits += (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity?.CapacityUnits ?? 0;
    }
    return result;
  },
  { step: 'initialize', name: 'benchRateWindowWrites' },
);
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
  // Warms the api_key cache, the handler module and DynamoDB Local's JIT: measured cold, the
  // smallest size would be the slowest and the latency ratios would flatter the larger ones.
  for (let i = 0; i < WARMUP; i++) await rankRequest(members[randomInt(members.length)]!.id);
  const latencies: number[] = [];
  const costs: Array<{ capacityUnits: number; sequentialRoundTrips: number; calls: number }> = [];
  for (let i = 0; i < SAMPLES; i++) {
    const m = members[randomInt(members.length)]!;
    meter.reset();
    rateWindowWrites = { calls: 0, capacityUnits: 0 };
    const started = process.hrtime.bigint();
    const res = await rankRequest(m.id);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    const cost = meter.reset();
    costs.push({
      capacityUnits: cost.capacityUnits - rateWindowWrites.capacityUnits,
      sequentialRoundTrips: cost.sequentialRoundTrips - rateWindowWrites.calls,
      calls: cost.calls - rateWindowWrites.calls,
    });
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
const seedingSeconds: number[] = [];
try {
  for (const size of SIZES) {
    seedingSeconds.push(await grow(size));
    const bulkChecked = await verify(size > 10_000 ? 10 : 25);
    await liveCredits(10);
    const liveChecked = await verify(size > 10_000 ? 10 : 25);
    console.log(`  ranks of ${bulkChecked + liveChecked} sampled members match the brute-force computation (before and after 10 live credits)`);
    rows.push(await measure(size));
  }
  const count = (n: number) => n.toLocaleString('en-US');
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  console.log('\nRank request (GET /v2/users/{id}/rank, id_type=id): per request, over %d requests, rate-limit window writes left out', SAMPLES);
  console.log('  members | median ms |    p90 ms | max RCU | mean RCU | seq. round trips | DynamoDB calls | seeding s');
  rows.forEach((r, i) => {
    console.log(
      `${count(r.size).padStart(9)} |${fmt(r.medianMs)}  |${fmt(r.p90Ms)}  |${fmt(r.maxCapacity)}|${fmt(r.meanCapacity)} |${String(r.maxSequential).padStart(17)} |${String(r.maxCalls).padStart(15)} |${fmt(seedingSeconds[i]!)}`,
    );
  });
  const smallest = rows[0]!;
  const largest = rows.at(-1)!;
  const ratios = { maxCapacity: largest.maxCapacity / smallest.maxCapacity, medianMs: largest.medianMs / smallest.medianMs };
  if (rows.length > 1) {
    console.log(
      `\n${count(largest.size)} vs ${count(smallest.size)} members: max RCU ${ratios.maxCapacity.toFixed(2)}x, median latency ${ratios.medianMs.toFixed(2)}x`,
    );
  }
  const checks = [
    ...rows.map((r) => [`capacity <= ${BOUNDS.capacityUnits} RCU at ${count(r.size)}`, r.maxCapacity <= BOUNDS.capacityUnits] as const),
    ...rows.map(
      (r) => [`sequential round trips <= ${BOUNDS.sequentialRoundTrips} at ${count(r.size)}`, r.maxSequential <= BOUNDS.sequentialRoundTrips] as const,
    ),
    ...rows.slice(1).map((r) => {
      const ratio = r.medianMs / smallest.medianMs;
      return [
        `median latency at ${count(r.size)} within ${BOUNDS.latencyRatio}x of ${count(smallest.size)} (${ratio.toFixed(2)}x)`,
        ratio <= BOUNDS.latencyRatio,
      ] as const;
    }),
  ];
  console.log('');
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;

  const round = (n: number, digits = 2) => Number(n.toFixed(digits));
  const results = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cpuCount: cpus().length,
    loadAverage: loadavg().map((load) => round(load)),
    requestsPerSize: SAMPLES,
    bounds: BOUNDS,
    sizes: rows.map((r, i) => ({
      members: r.size,
      seedingSeconds: round(seedingSeconds[i]!, 1),
      medianMs: round(r.medianMs),
      p90Ms: round(r.p90Ms),
      maxCapacityUnits: r.maxCapacity,
      meanCapacityUnits: round(r.meanCapacity),
      maxSequentialRoundTrips: r.maxSequential,
      maxCalls: r.maxCalls,
    })),
    ratios: { largest: largest.size, smallest: smallest.size, maxCapacityUnits: round(ratios.maxCapacity), medianMs: round(ratios.medianMs) },
    checks: checks.map(([check, pass]) => ({ check, pass })),
    allChecksPass: checks.every(([, pass]) => pass),
  };
  const resultsDir = resolve(new URL('.', import.meta.url).pathname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resolve(resultsDir, 'rank.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results/rank.json');
} finally {
  await dynamo.stop();
}

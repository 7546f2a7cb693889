/**
 * npm run bench:segment-preview — what a draft filter's preview (POST
 * /admin/v1/clients/{client_id}/segments/preview) answers and costs on a large program. Starts its
 * own DynamoDB Local, loads 100,000 members (BatchWriteItem of the member item and the rank entry
 * the live path writes, with the rank tree's registration counters), then previews filters of a
 * common, a middling and a rare share: time, round trips and read units per preview, how far each
 * estimate falls from the true count (known from the load), and how often the 95% range holds it.
 * Read units are set beside reading every member once (what an exact count would cost). Prints
 * PASS/FAIL against the targets; writes bench/results/segment-preview.json.
 * BENCH_PREVIEW_MEMBERS (e.g. 20000) runs another size.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';

const MEMBERS = Number((process.env.BENCH_PREVIEW_MEMBERS ?? '100000').replaceAll('_', ''));
if (!Number.isInteger(MEMBERS) || MEMBERS < 5_000) throw new Error(`BENCH_PREVIEW_MEMBERS must be a whole number of at least 5000; got ${MEMBERS}`);
const PREVIEWS = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 20);
const LOAD_CHUNK = 20_000;
/** A preview answers within seconds, its estimate within the stated bound, and costs a small share of an exact read. */
const TARGETS = { medianMs: 3_000, worstErrorShare: 0.035, rangeHeldShare: 0.85, readUnitsShareOfExact: 0.05 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { documentClient } = await import('../shared/data/client.js');
const { putNewMemberItem } = await import('../shared/member-store/index.js');
const { rankEntryProfile, rankEntryRecord } = await import('../shared/points/rank-entries.js');
const { shardOf } = await import('../shared/points/rank-tree.js');
const { batchWrite, rankTreeItems } = await import('./support/bulk-load.js');
const { createClient } = await import('../shared/programs/clients.js');
const { nowSeconds } = await import('../shared/support/clock.js');
const { mintMemberId } = await import('../shared/members/member-writes.js');
const { dispatch } = await import('../local/dispatch.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
type MemberRecord = import('../shared/member-store/index.js').MemberRecord;

const TEAMS = ['red', 'blue', 'green', 'gold'];
const now = nowSeconds();
const { client_id: clientId } = await createClient('Segment preview benchmark', { rate_limit_per_second: 100_000, custom_attributes: ['team'] });
const seeded: Array<{ id: number; points: number; team: string }> = [];

function memberItems(): Array<Record<string, unknown>> {
  const id = mintMemberId();
  const points = Math.random() < 0.2 ? 0 : Math.floor(Math.exp(Math.random() * Math.log(200_000)));
  const team = TEAMS[randomInt(TEAMS.length)]!;
  const member: MemberRecord = {
    client_id: clientId,
    id,
    first_name: 'Bench',
    last_name: `Member ${seeded.length}`,
    email_address: `member${seeded.length}@bench.example.com`,
    custom_data: { team },
    is_active: true,
    total_points: points,
    redeemable_points: points,
    num_points_purchased: 0,
    version: 1,
    date_created: now - randomInt(3 * 365 * 86_400),
  };
  seeded.push({ id, points, team });
  return [putNewMemberItem(member).Put!.Item!, rankEntryRecord(clientId, id, shardOf(id), rankEntryProfile(member), { totalPoints: points })];
}

const started = Date.now();
while (seeded.length < MEMBERS) {
  const items: Array<Record<string, unknown>> = [];
  for (let i = seeded.length; i < Math.min(MEMBERS, seeded.length + LOAD_CHUNK); i++) items.push(...memberItems());
  await batchWrite(items, 8);
}
await batchWrite(rankTreeItems(clientId, seeded.map((m) => ({ id: m.id, all: m.points, week: 0, month: 0 })), now), 8);
const loadSeconds = (Date.now() - started) / 1000;
console.log(`loaded ${MEMBERS.toLocaleString('en-US')} members in ${loadSeconds.toFixed(1)} s`);

const CASES = [
  { name: 'common: at least 100 lifetime points', filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 100 }] }, holds: (m: (typeof seeded)[number]) => m.points >= 100 },
  { name: 'middling: team red', filter: { all: [{ field: 'member.custom_data.team', op: 'eq', value: 'red' }] }, holds: (m: (typeof seeded)[number]) => m.team === 'red' },
  {
    name: 'rare: at least 150,000 points',
    filter: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 150_000 }] },
    holds: (m: (typeof seeded)[number]) => m.points >= 150_000,
  },
];

const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };
const meter = new DynamoMeter();
meter.attach(documentClient);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
// An exact count reads every member item once, eventually consistent: half a read unit per 4 KB, and these items are under 4 KB.
const exactReadUnits = MEMBERS * 0.5;

try {
  const rows = [];
  for (const { name, filter, holds } of CASES) {
    const truth = seeded.filter(holds).length;
    const latencies: number[] = [];
    const readUnits: number[] = [];
    const roundTrips: number[] = [];
    const errors: number[] = [];
    let held = 0;
    for (let i = 0; i < PREVIEWS; i++) {
      meter.reset();
      const began = process.hrtime.bigint();
      const res = await dispatch({ method: 'POST', path: `/admin/v1/clients/${clientId}/segments/preview`, body: JSON.stringify({ filter }), headers: { ...ADMIN, 'content-type': 'application/json' } });
      latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
      const cost = meter.reset();
      if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
      const answer = JSON.parse(res.body) as { member_count: number; low: number; high: number; exact: boolean; members_read: number };
      readUnits.push(cost.readUnits);
      roundTrips.push(cost.sequentialRoundTrips);
      errors.push(Math.abs(answer.member_count - truth) / MEMBERS);
      if (answer.low <= truth && truth <= answer.high) held += 1;
    }
    const row = {
      name,
      truth,
      medianMs: median(latencies),
      maxRoundTrips: Math.max(...roundTrips),
      meanReadUnits: readUnits.reduce((a, b) => a + b, 0) / readUnits.length,
      worstErrorShare: Math.max(...errors),
      rangeHeldShare: held / PREVIEWS,
    };
    const pass =
      row.medianMs <= TARGETS.medianMs &&
      row.worstErrorShare <= TARGETS.worstErrorShare &&
      row.rangeHeldShare >= TARGETS.rangeHeldShare &&
      row.meanReadUnits / exactReadUnits <= TARGETS.readUnitsShareOfExact;
    rows.push({ ...row, pass });
  }
  console.log(`\nSegment preview on ${MEMBERS.toLocaleString('en-US')} members, ${PREVIEWS} previews per filter (an exact count would read ${exactReadUnits.toLocaleString('en-US')} RCU)`);
  console.log('  filter                                | members who match | median ms | round trips | mean RCU | RCU / exact | worst error | range held | verdict');
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(37)} | ${r.truth.toLocaleString('en-US').padStart(17)} | ${r.medianMs.toFixed(0).padStart(9)} | ${String(r.maxRoundTrips).padStart(11)} | ${r.meanReadUnits.toFixed(1).padStart(8)} | ${(r.meanReadUnits / exactReadUnits).toFixed(4).padStart(11)} | ${(r.worstErrorShare * 100).toFixed(2).padStart(10)}% | ${(r.rangeHeldShare * 100).toFixed(0).padStart(9)}% | ${r.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(
    `\nTargets: median <= ${TARGETS.medianMs} ms, worst error <= ${(TARGETS.worstErrorShare * 100).toFixed(1)}% of the program, the 95% range holding the true count in >= ${TARGETS.rangeHeldShare * 100}% of previews, RCU <= ${TARGETS.readUnitsShareOfExact * 100}% of an exact count's`,
  );
  const out = resolve('bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'segment-preview.json'), `${JSON.stringify({ members: MEMBERS, loadSeconds, previews: PREVIEWS, targets: TARGETS, rows }, null, 2)}\n`);
  const passed = rows.every((r) => r.pass);
  console.log(`\nwrote bench/results/segment-preview.json — ${passed ? 'PASS' : 'FAIL'}`);
  if (!passed) process.exitCode = 1;
} finally {
  await dynamo.stop();
}

/**
 * npm run bench:member-search — what a page of the operator's member list (GET
 * /admin/v1/clients/{client_id}/members) costs as the program grows, and what the member
 * directory adds to each member write. Starts its own DynamoDB Local, loads 1,000, 100,000 and
 * then 1,000,000 members (BatchWriteItem of the items the live path writes, built by the same
 * builders: the member, its directory entry, its e-mail and phone lookups, its rank entry), then
 * measures first pages of every order and search beside today's exact read (a member found by
 * e-mail): round trips, calls, read units, latency. Prints tables and PASS/FAIL; writes
 * bench/results/member-search.json. BENCH_SEARCH_SIZES (e.g. 1000,20000) runs other sizes.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,100000,1000000').split(',').map((size) => Number(size.replaceAll('_', '')));
if (SIZES.length === 0 || SIZES.some((size, i) => !Number.isInteger(size) || size < 100 || size <= (SIZES[i - 1] ?? 0))) {
  throw new Error(`BENCH_SEARCH_SIZES must be growing member counts of 100 or more, e.g. 1000,20000; got ${process.env.BENCH_SEARCH_SIZES}`);
}
const LOAD_CHUNK = 20_000;
const LOAD_PARALLEL = 8;
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 30);
const WARMUP = 5;
/** A first page answers in as many sequential round trips as finding one member by e-mail today, and costs the same at every size. */
const BOUNDS = { roundTripsOverExactRead: 0, readUnitsRatio: 1.25, readUnitsPerPage: 40 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { documentClient } = await import('../shared/data/client.js');
const { putNewMemberItem, reserveLookupItem, directoryEntryItem } = await import('../shared/member-store/index.js');
const { rankEntryProfile, rankEntryRecord } = await import('../shared/points/rank-entries.js');
const { shardOf } = await import('../shared/points/rank-tree.js');
const { batchWrite } = await import('./support/bulk-load.js');
const { createClient } = await import('../shared/programs/clients.js');
const { nowSeconds } = await import('../shared/support/clock.js');
const { mintMemberId } = await import('../shared/members/member-writes.js');
const { dispatch } = await import('../local/dispatch.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
const { directoryWriteUnits } = await import('./support/directory-costs.js');
type MemberRecord = import('../shared/member-store/index.js').MemberRecord;

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Tim', 'Radia', 'Linus', 'Frances', 'John', 'Mary', 'Maria', 'Marco'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Lee', 'Perlman', 'Torvalds', 'Allen', 'Backus', 'Keller'];
const now = nowSeconds();
const { client_id: clientId } = await createClient('Member search benchmark', { rate_limit_per_second: 100_000 });
const members: Array<{ id: number; email: string }> = [];

function memberItems(index: number): Array<Record<string, unknown>> {
  const id = mintMemberId();
  const [first, last] = [FIRST[index % FIRST.length]!, `${LAST[Math.floor(index / FIRST.length) % LAST.length]!}${index}`];
  const email = `${first}.${last}@bench.example.com`.toLowerCase();
  const points = Math.random() < 0.2 ? 0 : Math.floor(Math.exp(Math.random() * Math.log(200_000)));
  const member: MemberRecord = {
    client_id: clientId,
    id,
    first_name: first,
    last_name: last,
    email_address: email,
    mobile_phone_number: `555-${String(index).padStart(7, '0')}`,
    // One member in a hundred has left: the filter that finds them reads far.
    is_active: index % 100 !== 0,
    total_points: points,
    redeemable_points: Math.floor(points / 2),
    num_points_purchased: 0,
    version: 1,
    // Spread over the last three years, so the joined order is not the load order.
    date_created: now - randomInt(3 * 365 * 86_400),
  };
  members.push({ id, email });
  return [
    putNewMemberItem(member).Put!.Item!,
    directoryEntryItem(member).Put!.Item!,
    reserveLookupItem(clientId, 'email', email, id).Put!.Item!,
    reserveLookupItem(clientId, 'mobile_phone_number', member.mobile_phone_number as string, id).Put!.Item!,
    rankEntryRecord(clientId, id, shardOf(id), rankEntryProfile(member), { totalPoints: points }),
  ];
}

async function grow(size: number): Promise<number> {
  const started = Date.now();
  while (members.length < size) {
    const offset = members.length;
    const items: Array<Record<string, unknown>> = [];
    for (let i = offset; i < Math.min(size, offset + LOAD_CHUNK); i++) items.push(...memberItems(i));
    await batchWrite(items, LOAD_PARALLEL);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`loaded ${size.toLocaleString('en-US')} members in ${seconds.toFixed(1)} s`);
  return seconds;
}

const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };
const list = (query: Record<string, string>) => dispatch({ method: 'GET', path: `/admin/v1/clients/${clientId}/members`, query, headers: ADMIN });
const pickMember = () => members[randomInt(members.length)]!;

/** The cases, each a fresh request per sample (random prefixes, so no page is a repeat). */
const CASES: Array<{ name: string; request: () => Promise<{ statusCode: number; body: string }>; firstPage: boolean }> = [
  {
    name: 'exact: one member by e-mail (today)',
    request: () => dispatch({ method: 'GET', path: `/admin/v1/clients/${clientId}/members/${encodeURIComponent(pickMember().email)}`, query: { id_type: 'email' }, headers: ADMIN }),
    firstPage: false,
  },
  { name: 'newest first', request: () => list({}), firstPage: true },
  { name: 'most redeemable points', request: () => list({ sort: 'redeemable_points' }), firstPage: true },
  { name: 'most lifetime points', request: () => list({ sort: 'lifetime_points' }), firstPage: true },
  { name: 'name prefix (3 letters)', request: () => list({ q: FIRST[randomInt(FIRST.length)]!.slice(0, 3) }), firstPage: true },
  { name: 'surname prefix', request: () => list({ q: LAST[randomInt(LAST.length)]!.slice(0, 4), search_in: 'name' }), firstPage: true },
  { name: 'e-mail prefix', request: () => list({ q: FIRST[randomInt(FIRST.length)]!.toLowerCase().slice(0, 4), search_in: 'email' }), firstPage: true },
  { name: 'phone prefix', request: () => list({ q: '555 00', search_in: 'mobile_phone_number' }), firstPage: true },
  { name: 'exact id (search box)', request: () => list({ q: String(pickMember().id) }), firstPage: false },
  { name: 'inactive only (1 in 100)', request: () => list({ is_active: 'false' }), firstPage: false },
];

const meter = new DynamoMeter();
meter.attach(documentClient);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  size: number;
  name: string;
  medianMs: number;
  roundTrips: number;
  calls: number;
  meanReadUnits: number;
  maxReadUnits: number;
  meanRows: number;
  meanExamined: number;
}

async function measure(size: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, request } of CASES) {
    for (let i = 0; i < WARMUP; i++) await request();
    const latencies: number[] = [];
    const costs: Array<{ readUnits: number; roundTrips: number; calls: number; rows: number; examined: number }> = [];
    for (let i = 0; i < SAMPLES; i++) {
      meter.reset();
      const started = process.hrtime.bigint();
      const res = await request();
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      const cost = meter.reset();
      if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
      const body = JSON.parse(res.body) as { members?: unknown[]; examined?: number };
      costs.push({ readUnits: cost.readUnits, roundTrips: cost.sequentialRoundTrips, calls: cost.calls, rows: body.members?.length ?? 1, examined: body.examined ?? 0 });
    }
    const mean = (pick: (c: (typeof costs)[number]) => number) => costs.reduce((sum, c) => sum + pick(c), 0) / costs.length;
    rows.push({
      size,
      name,
      medianMs: median(latencies),
      roundTrips: Math.max(...costs.map((c) => c.roundTrips)),
      calls: Math.max(...costs.map((c) => c.calls)),
      meanReadUnits: mean((c) => c.readUnits),
      maxReadUnits: Math.max(...costs.map((c) => c.readUnits)),
      meanRows: mean((c) => c.rows),
      meanExamined: mean((c) => c.examined),
    });
  }
  return rows;
}

const results: Row[] = [];
const seeding: Record<number, number> = {};
try {
  for (const size of SIZES) {
    seeding[size] = await grow(size);
    results.push(...(await measure(size)));
  }
  const count = (n: number) => n.toLocaleString('en-US');
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
  console.log(`\nMember list (GET /admin/v1/clients/{client_id}/members), pages of 25, ${SAMPLES} requests per case`);
  console.log('  members | case                                | median ms | round trips | calls | mean RCU | max RCU | rows | examined');
  for (const r of results) {
    console.log(
      `${count(r.size).padStart(9)} | ${r.name.padEnd(35)} |${fmt(r.medianMs)}  |${String(r.roundTrips).padStart(12)} |${String(r.calls).padStart(6)} |${fmt(r.meanReadUnits, 2)} |${fmt(r.maxReadUnits, 2)}|${fmt(r.meanRows)}|${fmt(r.meanExamined)}`,
    );
  }
  const smallest = SIZES[0]!;
  const largest = SIZES.at(-1)!;
  const at = (size: number, name: string) => results.find((r) => r.size === size && r.name === name)!;
  const exact = at(largest, CASES[0]!.name);
  const verdicts = CASES.filter((c) => c.firstPage).map(({ name }) => {
    const big = at(largest, name);
    const small = at(smallest, name);
    const ratio = big.meanReadUnits / small.meanReadUnits;
    const pass = big.roundTrips <= exact.roundTrips + BOUNDS.roundTripsOverExactRead && ratio <= BOUNDS.readUnitsRatio && big.maxReadUnits <= BOUNDS.readUnitsPerPage;
    return { name, roundTrips: big.roundTrips, exactRoundTrips: exact.roundTrips, readUnitsRatio: ratio, maxReadUnits: big.maxReadUnits, pass };
  });
  console.log(`\nFirst pages at ${count(largest)} members against today's exact read (${exact.roundTrips} round trips) and against ${count(smallest)} members:`);
  for (const v of verdicts) {
    console.log(
      `  ${v.name.padEnd(35)} round trips ${v.roundTrips} (exact read ${v.exactRoundTrips})  RCU ${v.maxReadUnits.toFixed(1)} max (<= ${BOUNDS.readUnitsPerPage})  RCU ratio ${v.readUnitsRatio.toFixed(2)} (<= ${BOUNDS.readUnitsRatio})  ${v.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  const writes = directoryWriteUnits(clientId);
  console.log('\nWhat the directory adds to each member write (WCU as DynamoDB bills them: 2 per KB of a transaction item, 1 per KB of each index item written; a key that moves is a delete and a put):');
  for (const w of writes) console.log(`  ${w.write.padEnd(44)} +${String(w.units).padStart(2)} WCU  (${w.parts})`);
  const out = resolve('bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'member-search.json'), `${JSON.stringify({ sizes: SIZES, seedingSeconds: seeding, results, verdicts, writes, bounds: BOUNDS }, null, 2)}\n`);
  console.log(`\nwrote bench/results/member-search.json — ${verdicts.every((v) => v.pass) ? 'PASS' : 'FAIL'}`);
  if (!verdicts.every((v) => v.pass)) process.exitCode = 1;
} finally {
  await dynamo.stop();
}

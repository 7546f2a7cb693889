import { DEFAULT_SETTINGS } from '../../shared/programs/settings.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { memberKey } from '../../shared/member-store/keys.js';
import { getMember } from '../../shared/member-store/index.js';
import { advanceClock, nowSeconds, resetClock } from '../../shared/support/clock.js';
import { createClient, readClient } from '../../shared/programs/clients.js';
import { createUser } from '../../shared/members/member-profiles.js';
import { CreateUserBody } from '../../shared/members/member-bodies.js';
import { optimisticTransaction, writeTransaction } from '../../shared/data/transactions.js';
import { expireAllDuePoints } from '../../shared/points/expiry.js';
import { inParallel } from '../../shared/data/in-parallel.js';
import { memberRanks } from '../../shared/points/ranks.js';
import { pointsMovement } from '../../shared/points/ledger.js';
import { forgetRankNodes } from '../../shared/points/rank-repository.js';
import { rankNeighbours } from '../../shared/points/rank-entries.js';
import { RANK_SHARDS, TREE_DEPTH, shardOf } from '../../shared/points/rank-tree.js';
import { dispatch } from '../../local/dispatch.js';
import { routes } from '../../lib/routes.js';
import { buildCases } from './cases.js';
import { LogSink } from './log-sink.js';
import { RouteBench, type CaseRun } from './measure.js';
import { letters, type BenchProgram as Program } from '../../walk-kit/bench.js';
import { BENCH_RATE_LIMIT, seedProgram } from './program.js';
import { RATE_LIMIT_TARGETS, rateLimitCost, rateLimitReport } from './rate-limit-cost.js';
import { CPU_TARGETS, consoleTable, listGrowth, markdownTable, median, summarise, TARGETS, type CaseSummary } from './report.js';

export interface RouteBenchOptions {
  members: number;
  warmup: number;
  measured: number;
  /** A bare GetItem after every this-many measured requests. */
  baselineEvery: number;
  /** Only cases whose route name matches (development runs); every route otherwise. */
  only?: RegExp;
  resultsDir: string;
}

/** Ranks of sampled members against a count over the bulk-loaded values: the bulk rank trees are consistent. */
async function checkRanks(p: Program): Promise<string> {
  const everyone = [...p.members, ...p.heavy];
  for (let i = 0; i < 5; i++) {
    const m = p.members[randomInt(p.members.length)]!;
    const res = await dispatch({ method: 'GET', path: `/v2/users/${m.id}/rank`, query: { api_key: p.bench.apiKey } });
    const body = JSON.parse(res.body) as { rank: number; total_registrations: string };
    const rank = 1 + everyone.filter((x) => x.all > m.all).length;
    // The template member (0 points) is registered too.
    const registrations = everyone.length + 1;
    if (body.rank !== rank || Number(body.total_registrations) !== registrations) {
      throw new Error(`rank of member ${m.id}: got ${JSON.stringify(body)}, want rank ${rank} of ${registrations}`);
    }
  }
  return 'ranks of 5 sampled members match a count over all members';
}

/** Time of the rank-tree read of User responses alone when nothing is cached, to show what a cache miss costs. */
async function rankNodeReads(p: Program, bench: RouteBench): Promise<{ medianMs: number; units: number; items: number }> {
  const times: number[] = [];
  let units = 0;
  for (let i = 0; i < 100; i++) {
    const member = (await getMember(p.bench.client.clientId, p.members[randomInt(p.members.length)]!.id))!;
    forgetRankNodes();
    bench.meter.reset();
    const started = performance.now();
    await memberRanks(member, nowSeconds());
    times.push(performance.now() - started);
    units = Math.max(units, bench.meter.reset().readUnits);
  }
  return { medianMs: median(times), units, items: RANK_SHARDS * (TREE_DEPTH.all + TREE_DEPTH.week + TREE_DEPTH.month) };
}

/**
 * Time of a points movement's TransactWriteItems alone (member, ledger entry, rank entries and
 * tree nodes, stream): the one write every points-moving route makes, without the route around it.
 */
async function movementWrites(p: Program): Promise<{ medianMs: number; items: number }> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < 100; i++) {
    const member = (await getMember(p.bench.client.clientId, p.members[randomInt(p.members.length)]!.id, true))!;
    const movement = pointsMovement(member, { kind: 'adjustment', points: 1, name: 'Bench movement', at: nowSeconds() }, DEFAULT_SETTINGS);
    items = Math.max(items, movement.items.length);
    const started = performance.now();
    await writeTransaction(movement.items);
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), items };
}

/** A client of `settings` with `members` members who each earned 100 points once. */
async function earningMembers(name: string, settings: Parameters<typeof createClient>[1], members: number) {
  const { client_id: clientId } = await createClient(name, settings);
  const client = await readClient(clientId);
  const ids: number[] = [];
  await inParallel(Array.from({ length: members }, (_unused, index) => index), 8, async (index) => {
    const member = await createUser(client, CreateUserBody.parse({ first_name: 'Expiring', last_name: `Member ${letters(index)}`, date_of_birth: 631_152_000, email_address: `expiring-${clientId}-${index}@bench.example.com`, postal_code: '10001' }));
    ids.push(member.id as number);
    await optimisticTransaction(async () => {
      const current = (await getMember(clientId, member.id as number, true))!;
      return { items: pointsMovement(current, { kind: 'adjustment', points: 100, name: 'Bench earning', at: nowSeconds() }, client.settings).items, result: undefined };
    }, undefined);
  });
  return { clientId, ids };
}

/**
 * The expiry job's cost per expired member: a client with an inactivity policy, members who
 * earned once, the clock moved past their expiry, one run of the job measured whole (the
 * bucket queries included), divided by the members it expired.
 */
async function expiryJobCost(bench: RouteBench, members: number) {
  await earningMembers('Bench expiry', { expiry_policy: { type: 'inactivity', months: 1 } }, members);
  advanceClock(32 * 86_400);
  try {
    bench.meter.reset();
    const started = performance.now();
    const run = await expireAllDuePoints(nowSeconds(), { timeLeft: () => true });
    const ms = performance.now() - started;
    const cost = bench.meter.reset();
    const per = (value: number) => value / Math.max(1, run.expiredMembers);
    return { run, ms, calls: per(cost.calls), readUnits: per(cost.readUnits), writeUnits: per(cost.writeUnits), msPerMember: per(ms) };
  } finally {
    resetClock();
  }
}

/**
 * What notices ahead of expiry (expiry_notice_days) add to the expiry job: a client whose
 * members are told 7 days ahead, the clock moved to 7 days before their points fall due, one run
 * measured whole less a second run straight after it, which reads the same buckets and tells
 * no one (so the job's bucket queries are taken out), divided by the members told; and that
 * second run on its own.
 */
async function expiryNoticeCost(bench: RouteBench, members: number) {
  const { clientId, ids } = await earningMembers('Bench expiry notices', { expiry_policy: { type: 'inactivity', months: 1 }, expiry_notice_days: 7 }, members);
  const dues = await Promise.all(ids.map(async (id) => (await getMember(clientId, id))!.expiry_due_at as number));
  advanceClock(Math.min(...dues) - 7 * 86_400 + 3_600 - nowSeconds());
  try {
    const measure = async () => {
      bench.meter.reset();
      const started = performance.now();
      const run = await expireAllDuePoints(nowSeconds(), { timeLeft: () => true });
      return { run, ms: performance.now() - started, cost: bench.meter.reset() };
    };
    const first = await measure();
    const again = await measure();
    const told = Math.max(1, first.run.noticesSent);
    const per = (value: number, rest: number) => (value - rest) / told;
    return {
      told: first.run.noticesSent,
      calls: per(first.cost.calls, again.cost.calls),
      readUnits: per(first.cost.readUnits, again.cost.readUnits),
      writeUnits: per(first.cost.writeUnits, again.cost.writeUnits),
      msPerMember: per(first.ms, again.ms),
      again: { sent: again.run.noticesSent, calls: again.cost.calls, readUnits: again.cost.readUnits, ms: again.ms },
    };
  } finally {
    resetClock();
  }
}

/** Time of endpoint 6's six rank-index queries alone (round trip 2 without the node read). */
async function rankNeighbourReads(p: Program): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const member = p.members[randomInt(p.members.length)]!;
    const started = performance.now();
    await rankNeighbours(p.bench.client.clientId, member.id, member.all, shardOf(member.id));
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function runRouteBench(options: RouteBenchOptions): Promise<number> {
  const started = Date.now();
  const logs = new LogSink();
  const perRoute = options.warmup + options.measured;
  console.log(`Seeding: ${options.members.toLocaleString('en-US')} members with history, 50 rewards, 20 activities, a campaign, receipts ...`);
  const program = await seedProgram({ members: options.members, heavyMembers: 20, heavyEntries: 150, writesPerRoute: perRoute });
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s (${Object.entries(program.seedSeconds).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')})`);
  console.log(`  ${await checkRanks(program)}`);

  const bench = new RouteBench(() => memberKey(program.bench.client.clientId, program.members[randomInt(program.members.length)]!.id), logs);
  const probe = await bench.bareGetItem();
  if (!(probe.cost.capacityUnits > 0)) throw new Error('DynamoDB Local reported no consumed capacity: the figures would be meaningless');
  console.log(`  DynamoDB Local reports consumed capacity (a bare GetItem of a member: ${probe.cost.capacityUnits} RCU)`);

  const cases = (await buildCases(program, perRoute)).filter((c) => !options.only || options.only.test(c.route));
  const listRoutes = new Set(cases.filter((c) => c.rows).map((c) => c.route));
  console.log(`\nMeasuring ${cases.length} cases over ${new Set(cases.map((c) => c.route)).size} routes: ${options.warmup} warm-up + ${options.measured} measured requests each, one at a time\n`);

  const runs: CaseRun[] = [];
  const summaries: CaseSummary[] = [];
  for (const benchCase of cases) {
    const run = await bench.run(benchCase, options.warmup, options.measured, options.baselineEvery);
    const summary = summarise(run, listRoutes, benchCase.method);
    runs.push(run);
    summaries.push(summary);
    const failed = summary.checks.filter((c) => !c.pass).map((c) => c.name);
    console.log(
      `  ${summary.route} [${summary.variant}]: ${summary.medianMs.toFixed(1)} ms (${summary.ratio.toFixed(2)}x), ` +
        `${summary.roundTrips.max} RT, ${summary.readUnits.max.toFixed(1)} RCU${failed.length ? `  FAIL: ${failed.join(', ')}` : ''}` +
        (summary.firstFailure ? `\n      first failure: ${summary.firstFailure}` : ''),
    );
  }

  const baselineMs = median(runs.flatMap((r) => r.baselineMs));
  const baselineCpuMs = median(runs.flatMap((r) => r.baselineCpuMs));
  const rankNodes = await rankNodeReads(program, bench);
  const neighbourMs = await rankNeighbourReads(program);
  const movement = await movementWrites(program);
  const expiry = await expiryJobCost(bench, 200);
  const notices = await expiryNoticeCost(bench, 200);
  const rateLimit = rateLimitReport(await rateLimitCost(bench.meter, Math.max(200, 5 * options.measured)), baselineMs);
  const benched = new Set(summaries.map((s) => s.route));
  const missing = routes.filter((r) => !benched.has(r.name));
  const checks = [
    ...summaries.flatMap((s) => s.checks.map((c) => ({ ...c, route: s.route, variant: s.variant }))),
    ...rateLimit.checks.map((c) => ({ ...c, route: 'RateLimit', variant: 'enforceRateLimit per api_key request' })),
  ];
  const failedChecks = checks.filter((c) => !c.pass);
  const apiKeyReads = summaries.reduce((sum, s) => sum + s.apiKeyReads, 0);
  const totalSeconds = (Date.now() - started) / 1000;

  const notes = [
    `Program: ${options.members.toLocaleString('en-US')} members of one client (${program.members.length} with 2-3 ledger entries, ${program.heavy.length} with 150), 50 rewards (70 catalogue entries with variations, 10 code rewards), 20 activities, a campaign with codes, unclaimed receipts; plus a small client (short lists) and two operator clients.`,
    `Bare GetItem (a member, same document client, interleaved with every case): median ${baselineMs.toFixed(2)} ms over ${runs.reduce((n, r) => n + r.baselineMs.length, 0)} calls; each case's ratio uses the GetItems taken during that case.`,
    `Caches warm: the api_key cache (30 s) is kept populated for measured requests (${apiKeyReads} measured requests read an api_key from the table); the catalogue cache (rewards, reward categories and activities, 5 s) likewise, except in the "cache miss" variants, which clear it before every request. The rank-node cache of User responses (5 s) is left to expire as it would in a container; the "rank nodes not cached" variant clears it before every request.`,
    `List routes (their answer is a list that grows with the program's catalogue or the member's history): ${[...listRoutes].join(', ')}.`,
    `For scale: with nothing cached, the one BatchGetItem of the (up to) ${rankNodes.items} rank-tree node shards a User response reads for rank, weekly_rank and monthly_rank (shared/points/ranks.ts memberRanks) takes ${rankNodes.medianMs.toFixed(2)} ms median on its own (${(rankNodes.medianMs / baselineMs).toFixed(2)}x the bare GetItem; ${rankNodes.units} RCU). GetUserRank reads its nodes fresh (33 shards) beside the six rank-index queries for its neighbours, which alone take ${neighbourMs.toFixed(2)} ms median (${(neighbourMs / baselineMs).toFixed(2)}x).`,
    `For scale: a points movement's TransactWriteItems alone (${movement.items} items: member, ledger entry, rank entries and tree nodes, stream) takes ${movement.medianMs.toFixed(2)} ms median (${(movement.medianMs / baselineMs).toFixed(2)}x the bare GetItem) on DynamoDB Local; every route that moves points makes one, so their latency ratio cannot fall below it.`,
    `Expiry job (functions/jobs/expire-points.ts), one run over ${expiry.run.expiredMembers} members due (inactivity policy, 100 points each, 32 buckets x 8 days queried): per expired member ${expiry.calls.toFixed(2)} DynamoDB calls, ${expiry.readUnits.toFixed(2)} RCU, ${expiry.writeUnits.toFixed(2)} WCU, ${expiry.msPerMember.toFixed(2)} ms of the run (${expiry.ms.toFixed(0)} ms in all, 4 members in flight per bucket page); ${expiry.run.pointsExpired} points expired.`,
    `Expiry notices (expiry_notice_days 7, points.expiring, in the same job): a run that told ${notices.told} members whose points fall due 7 days on cost, beyond a run with nothing to tell, per member told ${notices.calls.toFixed(2)} DynamoDB calls, ${notices.readUnits.toFixed(2)} RCU, ${notices.writeUnits.toFixed(2)} WCU, ${notices.msPerMember.toFixed(2)} ms; the next run (its window only the seconds since, ${notices.again.sent} sent; the expiry buckets and each notice-list client's window shards read) made ${notices.again.calls} calls, ${notices.again.readUnits.toFixed(1)} RCU in all, ${notices.again.ms.toFixed(0)} ms.`,
    `Per-client rate limit (shared/programs/rate-limit.ts), on for every client (default 100 requests a second): the bench clients have rate_limit_per_second ${BENCH_RATE_LIMIT.toLocaleString('en-US')}, which one request at a time never reaches, and their requests are counted as at the default (one window UpdateItem per 10 requests). The table's round trips, calls, WCU and other writes leave that write out (it falls on whichever request completes a batch, the bench's unmeasured cache-warming requests included); it is measured on its own below.`,
    `Rate limit on its own (enforceRateLimit, a fresh container, a client at the default limit; targets: at most ${RATE_LIMIT_TARGETS.callsPerAdmitted} round trips and ${RATE_LIMIT_TARGETS.writeUnitsPerAdmitted} WCU per admitted request, none per refused one, mean at most ${RATE_LIMIT_TARGETS.latencyRatio}x the bare GetItem): ${rateLimit.lines.join('; ')}.`,
    `CPU per request: "CPU ms live" is this process's CPU over the live request, the local network's share included (on loopback the sender's socket writes also carry the receiving side's work); "CPU ms" is the same request replayed with DynamoDB's answers served from memory, the SDK still building, signing and parsing every call: what Lambda bills beside the waits; "own CPU ms" is that less the same calls replayed on their own, the route's own code. A bare GetItem replayed costs ${baselineCpuMs.toFixed(2)} ms of CPU median (the SDK's floor per call). Logging at INFO with metrics on, as deployed; "log B" is the bytes of log lines a request writes. Targets: own CPU <= ${CPU_TARGETS.readMs} ms for reads (GET) and <= ${CPU_TARGETS.writeMs} ms for writes, on usual requests (not on variants that empty a cache first, nor answers of more than 20 rows).`,
    `Idempotent writes are sent with a fresh Idempotency-Key: the key's record is written inside the request's transaction under a not-exists condition (no read before the work; a repeat is answered when that condition fails).`,
    `Targets: round trips <= ${TARGETS.roundTripsById} (id_type=id) / ${TARGETS.roundTripsByOtherId} (id_type=email) for reads by member (endpoints 1, 4, 6, 7-13), worst request; writes moving points, stock or codes: exactly one TransactWriteItems and no other write, every request, at most ${TARGETS.writeRoundTrips} round trips (worst request) and median latency <= ${TARGETS.writeLatencyRatio}x the bare GetItem; read capacity <= ${TARGETS.readUnits} RCU per request, worst request, except list routes (marked "(list)"), which pass when under it and are otherwise shown with their rows; median latency <= ${TARGETS.latencyRatio}x the bare GetItem for reads by member with id_type=id.`,
    `Machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end; Node.js ${process.version}. Whole run ${totalSeconds.toFixed(0)} s (seeding ${seedSeconds.toFixed(0)} s).`,
  ];

  console.log('\n' + consoleTable(summaries));
  console.log('\nList routes, short and long:');
  for (const line of listGrowth(summaries)) console.log(`  ${line}`);
  console.log('');
  for (const note of notes) console.log(note);
  console.log('');
  if (missing.length) for (const r of missing) console.log(`NOT BENCHMARKED: ${r.method} ${r.path} (${r.name})${options.only ? ': left out by BENCH_ONLY' : ''}`);
  else console.log(`Every route of lib/routes.ts was benchmarked: ${routes.length} routes in ${summaries.length} cases.`);
  console.log('Rate limit per api_key request:');
  for (const line of rateLimit.lines) console.log(`  ${line}`);
  for (const c of rateLimit.checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'} ${c.name} (${c.detail})`);
  console.log(`Targets: ${checks.length - failedChecks.length} PASS, ${failedChecks.length} FAIL`);
  for (const c of failedChecks) console.log(`  FAIL ${c.route} [${c.variant}]: ${c.name} (${c.detail})`);

  mkdirSync(options.resultsDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    options: { ...options, only: options.only?.source },
    seedSeconds: { total: seedSeconds, ...program.seedSeconds },
    baselineGetItemMedianMs: baselineMs,
    baselineGetItemCpuMs: baselineCpuMs,
    targets: TARGETS,
    summary: { checks: checks.length, pass: checks.length - failedChecks.length, fail: failedChecks.length, missingRoutes: missing.map((r) => r.name) },
    notes,
    cases: summaries,
  };
  writeFileSync(join(options.resultsDir, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
  const markdown = [
    `# Route benchmark (${result.date})`,
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    markdownTable(summaries),
    '',
    '## Rate limit per api_key request',
    '',
    ...rateLimit.lines.map((l) => `- ${l}`),
    ...rateLimit.checks.map((c) => `- ${c.pass ? 'PASS' : 'FAIL'} ${c.name} (${c.detail})`),
    '',
    '## List routes, short and long',
    '',
    ...listGrowth(summaries).map((l) => `- ${l}`),
    '',
    `**Targets: ${checks.length - failedChecks.length} PASS, ${failedChecks.length} FAIL**`,
    '',
    ...failedChecks.map((c) => `- FAIL ${c.route} [${c.variant}]: ${c.name} (${c.detail})`),
    ...missing.map((r) => `- NOT BENCHMARKED: ${r.method} ${r.path} (${r.name})`),
    '',
    '## Calls per request (usual request; ">" separates sequential round trips)',
    '',
    ...summaries.map((s) => `- ${s.route} [${s.variant}]: ${s.pattern || '(none)'}`),
    '',
  ].join('\n');
  writeFileSync(join(options.resultsDir, 'latest.md'), markdown);
  console.log(`\nWrote ${join(options.resultsDir, 'latest.json')} and latest.md`);
  return failedChecks.length === 0 && missing.length === 0 ? 0 : 1;
}

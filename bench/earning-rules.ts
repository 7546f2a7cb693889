/**
 * npm run bench:rules — what earning rules cost an activity credit (POST /v2/users/{user_id}/activities).
 *
 * Starts its own DynamoDB Local and runs the route table's handlers in this process.
 *
 * 1. Rules per credit: three programs with the same activity, with 0, 10 and 50 active rules on
 *    it (bench/support/rule-bodies.ts: 4 fire on every credit, the rest never do). BENCH_REQUESTS
 *    credits each (200 by default), one at a time, the programs in turn so all are equally
 *    warm, after a warm-up: median and p95 latency, DynamoDB calls and sequential round trips per
 *    credit, write units. Then `evaluateRules` alone in this process, 10,000 evaluations of the
 *    10 and the 50 rules: CPU per evaluation and per rule.
 *    PASS: round trips with 10 and 50 rules equal those with 0 (medians; the credits that took
 *    more, such as those that reloaded a 5 s cache, are listed by their rounds); 50 rules
 *    evaluate in under 1 ms of CPU. A fourth case, the 10 rules without per-member limits, shows
 *    that the limits cost no round trip (their use rides on the member item the credit reads anyway).
 * 2. Budget contention: 1,000 credits at 64 concurrent, one per pre-made member, of a program
 *    whose one rule has a budget that never runs out and of a twin whose rule has none (both
 *    fresh; the warm-up runs on a program of its own), in halves in the order twin, budgeted,
 *    budgeted, twin. PASS: every credit answers 200 with its rule's credit; the budgeted
 *    program's credits per second at least 80 % of the twin's. Then a budget of 5,000 points
 *    under 1,000 credits of 100 points at 64 concurrent. PASS: every credit answers 200, the rule's credits sum to
 *    exactly 5,000 and budget_used says 5,000; the rest name the rule skipped, budget_exhausted.
 *
 * 3. Triggers no request carries. Birthdays: BENCH_TRIGGER_MEMBERS members born today and as
 *    many born on another day, in a program whose birthday rule went live after they joined (their
 *    birthday items deleted, as for members made before birthdays were filed): the walk that files
 *    them, the job's run, and a second run. PASS: the walk files every member; the run celebrates
 *    exactly today's, each once, with the rule's points; the second run celebrates none and reads
 *    no member. tier_reached: as many members credited across Silver, in a program with a rule on
 *    Silver and in a twin without: the stream consumer's reaction to their tier.changed events.
 *    PASS: each crossing credits once, the same events again credit nothing, and the twin's
 *    events cost no DynamoDB call beyond one read of its rules into the cache.
 *
 * Environment: BENCH_REQUESTS (200), BENCH_BURST (1000), BENCH_CONCURRENCY (64), BENCH_EVALUATIONS (10000),
 * BENCH_TRIGGER_MEMBERS (500).
 */
import { startBenchTable } from './support/bench-table.js';
import { percentile } from './support/percentile.js';
import { benchRuleBodies, FIRING_RULES } from './support/rule-bodies.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const BURST = Number(process.env.BENCH_BURST ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const EVALUATIONS = Number(process.env.BENCH_EVALUATIONS ?? 10_000);
const TRIGGER_MEMBERS = Number(process.env.BENCH_TRIGGER_MEMBERS ?? 500);
const BASE_POINTS = 10;
const MEMBERS_PER_CASE = 20;
const SMALL_BUDGET = 5_000;
const RULE_POINTS = 100;
const TARGETS = { evaluationCpuMs: 1, throughputRatio: 0.8 };

const dynamo = await startBenchTable();

// Imported only now: modules read their configuration when first loaded.
const { dispatch } = await import('../local/dispatch.js');
const { documentClient } = await import('../shared/data/client.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
const { inParallel } = await import('../shared/data/in-parallel.js');
const { benchApi } = await import('./support/rule-programs.js');
const { evaluatorCpu } = await import('./support/rule-cpu.js');
const { birthdayCosts, tierReachedCosts } = await import('./support/trigger-costs.js');
type Answer = import('./support/rule-programs.js').Answer;
type BenchProgram = import('./support/rule-programs.js').BenchProgram;

const api = benchApi(dispatch);
const meter = new DynamoMeter();
meter.attach(documentClient);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const checks: Array<[string, boolean]> = [];
const check = (label: string, pass: boolean) => checks.push([label, pass]);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

function expectCredit(answer: Answer, label: string): void {
  if (answer.status !== 200 || answer.body?.awarded !== true) throw new Error(`${label}: credit answered ${answer.status} ${JSON.stringify(answer.body)}`);
}

interface Sample {
  ms: number;
  roundTrips: number;
  calls: number;
  writeUnits: number;
  rounds: string;
  credits: number;
}

async function rulesPerCredit(): Promise<void> {
  const cases = [
    { name: '0 rules', rules: 0, program: await api.program('Rules bench: none', BASE_POINTS, () => [], MEMBERS_PER_CASE) },
    { name: '10 rules', rules: 10, program: await api.program('Rules bench: 10', BASE_POINTS, (id) => benchRuleBodies(id, 10), MEMBERS_PER_CASE) },
    { name: '50 rules', rules: 50, program: await api.program('Rules bench: 50', BASE_POINTS, (id) => benchRuleBodies(id, 50), MEMBERS_PER_CASE) },
    // The 10 rules without their per-member limits: per-member limits should add no round trip.
    {
      name: '10 rules, no member limit',
      rules: 10,
      program: await api.program('Rules bench: 10 unlimited', BASE_POINTS, (id) => benchRuleBodies(id, 10, { memberLimits: false }), MEMBERS_PER_CASE),
    },
  ];
  const samples = new Map<string, Sample[]>(cases.map(({ name }) => [name, []]));
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    // Each round starts with a different program, so none is always first after the others.
    for (let k = 0; k < cases.length; k++) {
      const { name, program } = cases[(i + k) % cases.length]!;
      meter.reset();
      const started = process.hrtime.bigint();
      const answer = await api.credit(program, program.members[i % program.members.length]!);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const cost = meter.reset();
      expectCredit(answer, name);
      if (i < WARMUP) continue;
      samples.get(name)!.push({
        ms,
        roundTrips: cost.sequentialRoundTrips,
        calls: cost.calls,
        writeUnits: cost.writeUnits,
        rounds: cost.rounds.map((round) => round.join('+')).join(' → '),
        credits: answer.body.credits.length,
      });
    }
  }

  console.log(`\n1. An activity credit with 0, 10 and 50 active rules on its activity (${REQUESTS} credits each, one at a time, after ${WARMUP} of warm-up)`);
  console.log('  case                      | median ms | p95 ms | round trips (median, max) | calls (median) | WCU (mean) | rule credits');
  const rows = cases.map(({ name }) => {
    const list = samples.get(name)!;
    const row = {
      name,
      medianMs: percentile(list.map((s) => s.ms), 50),
      p95Ms: percentile(list.map((s) => s.ms), 95),
      roundTrips: percentile(list.map((s) => s.roundTrips), 50),
      maxRoundTrips: Math.max(...list.map((s) => s.roundTrips)),
      calls: percentile(list.map((s) => s.calls), 50),
      writeUnits: mean(list.map((s) => s.writeUnits)),
      credits: percentile(list.map((s) => s.credits), 50),
      typical: list.find((s) => s.roundTrips === percentile(list.map((x) => x.roundTrips), 50))?.rounds ?? '',
      more: list.filter((s) => s.roundTrips > percentile(list.map((x) => x.roundTrips), 50)).map((s) => s.rounds),
    };
    console.log(
      `  ${name.padEnd(25)} | ${fixed(row.medianMs).padStart(9)} | ${fixed(row.p95Ms).padStart(6)} | ${`${row.roundTrips}, ${row.maxRoundTrips}`.padStart(25)} | ${String(row.calls).padStart(14)} | ${fixed(row.writeUnits).padStart(10)} | ${String(row.credits).padStart(12)}`,
    );
    return row;
  });
  for (const row of rows) {
    const patterns = new Map<string, number>();
    for (const rounds of row.more) patterns.set(rounds, (patterns.get(rounds) ?? 0) + 1);
    const top = [...patterns].sort((a, b) => b[1] - a[1]).slice(0, 2);
    console.log(`  ${row.name}: typical round trips ${row.typical}; ${row.more.length} of ${REQUESTS} took more, most often: ${top.map(([rounds, n]) => `${n} x ${rounds}`).join('; ')}`);
  }
  const [none, ten, fifty, unlimited] = rows as Array<(typeof rows)[number]> as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  console.log(`  latency against 0 rules: 10 rules ${fixed(ten.medianMs / none.medianMs, 2)}x, 50 rules ${fixed(fifty.medianMs / none.medianMs, 2)}x (medians)`);
  check(`rules fired as designed: ${FIRING_RULES} a credit with 10 and with 50 rules (${ten.credits}, ${fifty.credits})`, ten.credits === FIRING_RULES && fifty.credits === FIRING_RULES);
  check(`round trips with 10 rules equal those with 0 (${ten.roundTrips} vs ${none.roundTrips}, medians)`, ten.roundTrips === none.roundTrips);
  check(`round trips with 50 rules equal those with 0 (${fifty.roundTrips} vs ${none.roundTrips}, medians)`, fifty.roundTrips === none.roundTrips);
  console.log(`  10 rules without their per-member limits: ${unlimited.roundTrips} round trips (median), against ${ten.roundTrips} with them and ${none.roundTrips} with no rules`);

  const cpu = [await evaluatorCpu(10, EVALUATIONS), await evaluatorCpu(50, EVALUATIONS)];
  console.log(`\n  evaluateRules in this process, ${EVALUATIONS.toLocaleString('en-US')} evaluations each:`);
  console.log('  rules | CPU µs per evaluation | CPU µs per rule | wall µs per evaluation | fired');
  for (const c of cpu) {
    console.log(
      `  ${String(c.rules).padStart(5)} | ${fixed(c.cpuMicrosPerEvaluation, 2).padStart(21)} | ${fixed(c.cpuMicrosPerRule, 3).padStart(15)} | ${fixed(c.wallMicrosPerEvaluation, 2).padStart(22)} | ${String(c.fired).padStart(5)}`,
    );
  }
  const fiftyCpuMs = cpu[1]!.cpuMicrosPerEvaluation / 1_000;
  check(`50 active rules evaluate in under ${TARGETS.evaluationCpuMs} ms of CPU a trigger (${fixed(fiftyCpuMs, 3)} ms)`, fiftyCpuMs < TARGETS.evaluationCpuMs);
}

/** `count` credits of the program, one per member from `from`, `CONCURRENCY` at once: the answers and the wall time. */
async function burst(program: BenchProgram, from: number, count: number): Promise<{ answers: Answer[]; ms: number }> {
  const answers: Answer[] = [];
  const started = Date.now();
  await inParallel(program.members.slice(from, from + count), CONCURRENCY, async (memberId, index) => {
    answers[index] = await api.credit(program, memberId);
  });
  return { answers, ms: Date.now() - started };
}

const statusCounts = (answers: Answer[]) => {
  const counts = new Map<string, number>();
  for (const { status, body } of answers) {
    const key = `${status}${body?.error ? ` ${body.error}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} x ${key}`).join(', ');
};

async function budgetContention(): Promise<void> {
  const rule = (budget?: number) => (id: string) => [
    { name: 'Visit bonus', trigger: { kind: 'activity', activity_id: id }, effect: { kind: 'fixed', points: RULE_POINTS }, ...(budget ? { budget: { points_total: budget } } : {}) },
  ];
  // The warm-up (code paths, the SDK's connections) runs on a program of its own, so both measured
  // programs start as a program does when its rule goes live: the budget's allowances still empty.
  const warmUp = await api.program('Rules bench: warm-up', BASE_POINTS, rule(1_000_000_000_000), 2 * CONCURRENCY);
  const warmAnswers = (await burst(warmUp, 0, 2 * CONCURRENCY)).answers;
  const budgeted = await api.program('Rules bench: budgeted', BASE_POINTS, rule(1_000_000_000_000), BURST);
  const twin = await api.program('Rules bench: no budget', BASE_POINTS, rule(), BURST);
  const half = Math.floor(BURST / 2);
  const runs: Array<{ name: string; program: BenchProgram; from: number; count: number }> = [
    { name: 'no budget', program: twin, from: 0, count: half },
    { name: 'budget', program: budgeted, from: 0, count: half },
    { name: 'budget', program: budgeted, from: half, count: BURST - half },
    { name: 'no budget', program: twin, from: half, count: BURST - half },
  ];
  const totals = new Map<string, { ok: number; ms: number; answers: Answer[] }>();
  const halves: string[] = [];
  for (const { name, program, from, count } of runs) {
    const { answers, ms } = await burst(program, from, count);
    const ok = answers.filter((answer) => answer.status === 200 && answer.body.credits.length === 1).length;
    halves.push(`${name} ${fixed((ok * 1000) / ms)}/s (${statusCounts(answers)})`);
    const total = totals.get(name) ?? { ok: 0, ms: 0, answers: [] };
    total.ok += ok;
    total.ms += ms;
    total.answers.push(...answers);
    totals.set(name, total);
  }
  console.log(`\n2. Budget contention: ${BURST} credits at ${CONCURRENCY} concurrent, one per member, on each program (in halves: no budget, budget, budget, no budget)`);
  console.log(`  (warm-up, a fresh budget of its own, ${2 * CONCURRENCY} credits: ${statusCounts(warmAnswers)})`);
  console.log(`  halves in order: ${halves.join('; ')}`);
  console.log('  rule       | credits/s (200 with the rule credit) | wall s | answers');
  for (const [name, total] of totals) {
    console.log(`  ${name.padEnd(10)} | ${fixed((total.ok * 1000) / total.ms).padStart(36)} | ${fixed(total.ms / 1000).padStart(6)} | ${statusCounts(total.answers)}`);
  }
  const withBudget = totals.get('budget')!;
  const without = totals.get('no budget')!;
  const ratio = withBudget.ok / withBudget.ms / (without.ok / without.ms);
  check(`every credit of the unbudgeted twin answered 200 with its rule's credit (${without.ok} of ${BURST})`, without.ok === BURST);
  check(`every credit of the budgeted program answered 200 with its rule's credit (${withBudget.ok} of ${BURST}; ${statusCounts(withBudget.answers)})`, withBudget.ok === BURST);
  check(
    `budgeted throughput at least ${TARGETS.throughputRatio * 100} % of the unbudgeted twin's (${fixed(ratio * 100)} %)`,
    ratio >= TARGETS.throughputRatio,
  );

  const small = await api.program('Rules bench: small budget', BASE_POINTS, rule(SMALL_BUDGET), BURST);
  const smallRuleId = small.ruleIds[0]!;
  const { answers, ms } = await burst(small, 0, BURST);
  const credited = answers.reduce((sum, answer) => sum + (answer.body?.credits ?? []).reduce((s: number, c: { points: number }) => s + c.points, 0), 0);
  const exhausted = answers.filter((answer) => (answer.body?.skipped ?? []).some((s: { rule_id: string; reason: string }) => s.rule_id === smallRuleId && s.reason === 'budget_exhausted')).length;
  const fired = answers.filter((answer) => (answer.body?.credits ?? []).length > 0).length;
  const basePaid = answers.filter((answer) => answer.status === 200 && answer.body.base_points === BASE_POINTS).length;
  const detail = await api.expectOk('GET', `/admin/v1/clients/${small.clientId}/rules/${smallRuleId}`);
  console.log(`\n  A budget of ${SMALL_BUDGET.toLocaleString('en-US')} points, ${RULE_POINTS} a credit: ${BURST} credits at ${CONCURRENCY} concurrent in ${fixed(ms / 1000)} s`);
  console.log(`  answers: ${statusCounts(answers)}; the rule fired ${fired} times for ${credited} points, skipped as budget_exhausted ${exhausted} times; budget_used ${detail.budget_used}`);
  check(`every credit answered 200 with its base points (${basePaid} of ${BURST})`, answers.every((answer) => answer.status === 200) && basePaid === BURST);
  check(`the rule credited exactly ${SMALL_BUDGET} points, never more (answers ${credited}, budget_used ${detail.budget_used})`, credited === SMALL_BUDGET && detail.budget_used === SMALL_BUDGET);
  const answeredWithout = answers.filter((answer) => answer.status === 200 && answer.body.credits.length === 0).length;
  check(`every 200 past the budget names the rule skipped, budget_exhausted (${exhausted} of ${answeredWithout})`, exhausted === answeredWithout && answeredWithout > 0);
}

async function triggersWithoutRequests(): Promise<void> {
  const birthdays = await birthdayCosts(api, meter, TRIGGER_MEMBERS);
  const row = (label: string, c: { calls: number; readUnits: number; writeUnits: number; ms: number }) =>
    `  ${label.padEnd(44)} | ${fixed(c.calls, 2).padStart(5)} | ${fixed(c.readUnits, 2).padStart(5)} | ${fixed(c.writeUnits, 2).padStart(5)} | ${fixed(c.ms, 2).padStart(5)}`;
  console.log(`\n3. Triggers no request carries (${TRIGGER_MEMBERS} members born today, ${TRIGGER_MEMBERS} on another day; ${TRIGGER_MEMBERS} crossings of a level)`);
  console.log('  per member                                   | calls |   RCU |   WCU |    ms');
  console.log(row(`birthday walk (${birthdays.walk.filed} filed of ${birthdays.walk.members})`, birthdays.walk));
  console.log(row(`birthday run (${birthdays.first.run.celebrated} celebrated, ${birthdays.first.run.pointsCredited} points)`, birthdays.first));
  console.log(
    `  second run: ${birthdays.second.run.celebrated} celebrated, ${birthdays.second.calls} DynamoDB calls, ${fixed(birthdays.second.readUnits)} RCU, ${fixed(birthdays.second.writeUnits)} WCU in all, ${fixed(birthdays.second.ms)} ms`,
  );
  check(`the walk filed every member made before birthdays were filed (${birthdays.walk.filed} of ${2 * TRIGGER_MEMBERS})`, birthdays.walk.filed === 2 * TRIGGER_MEMBERS);
  check(
    `the run celebrated exactly today's ${TRIGGER_MEMBERS} members, 50 points each (${birthdays.first.run.celebrated}, ${birthdays.first.run.pointsCredited} points)`,
    birthdays.first.run.celebrated === TRIGGER_MEMBERS && birthdays.first.run.pointsCredited === 50 * TRIGGER_MEMBERS,
  );
  check(`a second run celebrates no one and writes nothing (${birthdays.second.run.celebrated}, ${fixed(birthdays.second.writeUnits)} WCU)`, birthdays.second.run.celebrated === 0 && birthdays.second.writeUnits === 0);

  const tiers = await tierReachedCosts(api, meter, TRIGGER_MEMBERS);
  console.log(row(`tier_reached reaction (${tiers.reaction.run.points} points)`, tiers.reaction));
  console.log(row(`the same ${tiers.events} events again (${tiers.again.run.points} points)`, tiers.again));
  console.log(row(`${tiers.none.events} events of a program without such a rule`, tiers.none));
  check(`each of the ${TRIGGER_MEMBERS} crossings credited its rule once (${tiers.events} events, ${tiers.reaction.run.points} points)`, tiers.events === TRIGGER_MEMBERS && tiers.reaction.run.points === 25 * TRIGGER_MEMBERS);
  check(`the same events handed over again credit nothing (${tiers.again.run.points} points)`, tiers.again.run.points === 0);
  check(
    `a program without a tier_reached rule costs its ${tiers.none.events} events no DynamoDB call beyond one read of its rules into the cache (${tiers.none.totalCalls} in all)`,
    tiers.none.totalCalls <= 1,
  );
}

try {
  await rulesPerCredit();
  await budgetContention();
  await triggersWithoutRequests();
  console.log('');
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;
} finally {
  await dynamo.stop();
}

/**
 * npm run bench:cost — what the service costs to run, from measured figures.
 *
 * Measures every route (npm run bench, a smaller program: BENCH_MEMBERS 3,000 and 40 requests per
 * case unless set) and every function's cold-start init (npm run bench:cold, 5 runs unless
 * COLD_START_RUNS is set), then:
 * - sizes each route function: the smallest memory at which its request's CPU and its init stay
 *   within the sizing rule (bench/cost/inputs.ts), written to lib/generated/function-memory.ts, which the
 *   stack deploys;
 * - prices each route per million requests at that memory (Lambda GB-seconds from the duration
 *   model, requests, the HTTP API, DynamoDB on-demand units, CloudWatch Logs bytes, X-Ray);
 * - prices a 1,000,000-member program's month.
 * Writes docs/costs.md. BENCH_COST_REUSE=1 prices the last measurement again without measuring.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_MEMORY_MB } from '../lib/constructs/service-function.js';
import { routes } from '../lib/routes.js';
import { ASSUMPTIONS, PRICES, PROGRAM, QUIET_MACHINE, SIZING } from './cost/inputs.js';
import { chooseMemory, programCost, routeCost, type RankMoverBill, type RouteCost, type RouteFigures } from './cost/model.js';
import { MEASURED_MEMORY_MB } from '../lib/generated/function-memory.js';
import type { CaseSummary } from './routes/report.js';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const RESULTS = join(ROOT, 'bench', 'results');
const ROUTE_RESULTS = join(RESULTS, 'cost');
const MEMORY_FILE = join(ROOT, 'lib', 'generated', 'function-memory.ts');

function run(script: string, env: Record<string, string>): void {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [script], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  // Their own targets (latency ratios on a loaded machine) are theirs to report; the figures are what this needs.
  if (result.status === null) throw new Error(`${script} was stopped by ${result.signal}`);
}

if (!process.env.BENCH_COST_REUSE) {
  console.log('Measuring cold starts (bench:cold) ...');
  run('bench/cold-start.ts', { COLD_START_RUNS: process.env.COLD_START_RUNS ?? '5' });
  console.log('\nMeasuring every route (bench) ...');
  run('bench/routes.ts', {
    BENCH_MEMBERS: process.env.BENCH_MEMBERS ?? '3000',
    BENCH_REQUESTS: process.env.BENCH_REQUESTS ?? '40',
    BENCH_WARMUP: process.env.BENCH_WARMUP ?? '5',
    BENCH_RESULTS_DIR: ROUTE_RESULTS,
  });
  console.log('\nBilling every write route item by item (bench:write-units) ...');
  run('bench/write-units.ts', { BENCH_MEMBERS: '2000', BENCH_REQUESTS: '20', BENCH_RESULTS_DIR: ROUTE_RESULTS });
}

/** A write route's units as DynamoDB bills them: its usual request's (the first case) in a bench:write-units result. */
type WriteUnitResult = {
  date: string;
  routes: Array<{ route: string; units: number; rankMoves?: number }>;
  rankMover?: Array<{ batchSize: number; unitsPerMove: number }>;
};
/** Each write route's usual request (its first case), by route. */
const usualRequests = (result: WriteUnitResult) => {
  const usual = new Map<string, WriteUnitResult['routes'][number]>();
  for (const summary of result.routes) if (!usual.has(summary.route)) usual.set(summary.route, summary);
  return usual;
};
const billedWrites = (result: WriteUnitResult) => new Map([...usualRequests(result)].map(([route, summary]) => [route, summary.units]));
const writeUnitResult = JSON.parse(readFileSync(join(ROUTE_RESULTS, 'write-units.json'), 'utf8')) as WriteUnitResult;
const writeUnitsNow = billedWrites(writeUnitResult);
/**
 * The rank mover's writes, priced at a batch of one move: a program of a million members spreads
 * its 1.5 million credits a month (0.6 a second) over many stream shards, so a batch (1 s
 * window) rarely holds two of one shard's.
 */
const moverBatchOfOne = writeUnitResult.rankMover?.find((run) => run.batchSize === 1);
if (!moverBatchOfOne) throw new Error('bench:write-units did not bill the rank mover: run it again');
const rankMover: RankMoverBill = {
  movesPerRequest: new Map([...usualRequests(writeUnitResult)].map(([route, summary]) => [route, summary.rankMoves ?? 0])),
  unitsPerMove: moverBatchOfOne.unitsPerMove,
};
/** The same bill before the money routes' writes were made smaller (bench/write-units-before.json), to price the month both ways. */
const writeUnitsBefore = billedWrites(JSON.parse(readFileSync(join(ROOT, 'bench', 'write-units-before.json'), 'utf8')) as WriteUnitResult);

const measured = JSON.parse(readFileSync(join(ROUTE_RESULTS, 'latest.json'), 'utf8')) as {
  date: string;
  cases: CaseSummary[];
  options: { members: number; measured: number };
  baselineGetItemCpuMs: number;
};
const coldStart = JSON.parse(readFileSync(join(RESULTS, 'cold-start.json'), 'utf8')) as {
  generatedAt: string;
  baseline: { initMedianMs: number };
  functions: Array<{ function: string; initMedianMs: number; initRatio: number }>;
};

/** A route's usual request: its first case (members by id, caches warm). */
const usualCase = new Map<string, CaseSummary>();
for (const summary of measured.cases) if (!usualCase.has(summary.route)) usualCase.set(summary.route, summary);
const initOf = new Map(coldStart.functions.map((f) => [f.function, f]));
// Figures as the quiet machine would have measured them, by the yardsticks of the runs they come from.
const cpuScale = QUIET_MACHINE.bareGetItemCpuMs / measured.baselineGetItemCpuMs;
const initScale = QUIET_MACHINE.baselineInitMs / coldStart.baseline.initMedianMs;

const missing: string[] = [];
const costs = new Map<string, RouteCost>();
const costsBefore = new Map<string, RouteCost>();
const outsideRule: string[] = [];
const localOnly: string[] = [];
for (const route of routes) {
  const summary = usualCase.get(route.name);
  const init = initOf.get(route.name);
  if (!summary || summary.replayCpuMs === undefined || !init) {
    missing.push(route.name);
    continue;
  }
  const figures: RouteFigures = {
    route: route.name,
    method: route.method,
    apiKey: route.auth === 'api_key',
    cpuMs: summary.replayCpuMs * cpuScale,
    initMs: init.initMedianMs * initScale,
    roundTrips: summary.roundTrips.median,
    transactions: summary.transactions.max,
    readUnits: summary.readUnits.median,
    writeUnits: writeUnitsNow.get(route.name) ?? summary.writeUnits.median,
    logBytes: summary.logBytes,
  };
  // A route whose measured CPU is the local stand-in's (not the deployed function's) keeps the default size.
  const { memoryMb, withinRule } = summary.localCpu ? { memoryMb: DEFAULT_MEMORY_MB, withinRule: true } : chooseMemory(figures, MEASURED_MEMORY_MB[route.name]);
  if (summary.localCpu) localOnly.push(`${route.name} (${summary.localCpu})`);
  if (!withinRule) outsideRule.push(route.name);
  costs.set(route.name, routeCost(figures, memoryMb));
  const before = writeUnitsBefore.get(route.name);
  if (before !== undefined) costsBefore.set(route.name, routeCost({ ...figures, writeUnits: before }, memoryMb));
}
const program = programCost(costs, rankMover);
// Routes with no write bill before (reads) cost the same both ways.
const programBefore = programCost(new Map([...costs, ...costsBefore]));

const money = (dollars: number, digits = 2) => `$${dollars.toFixed(digits)}`;
const byMemory = new Map<number, number>();
for (const cost of costs.values()) byMemory.set(cost.memoryMb, (byMemory.get(cost.memoryMb) ?? 0) + 1);
const sizes = [...byMemory].sort((a, b) => a[0] - b[0]);

const memoryModule = [
  '// Code generated by `npm run bench:cost` (bench/cost.ts). DO NOT EDIT.',
  '// @generated',
  '/**',
  ' * Memory of each measured route function, chosen from measured CPU per request and cold-start',
  ' * init (rule and inputs: bench/cost/inputs.ts; figures: docs/costs.md).',
  ' */',
  'export const MEASURED_MEMORY_MB: Readonly<Record<string, number>> = {',
  ...[...costs.values()].map((cost) => `  ${cost.route}: ${cost.memoryMb},`),
  '};',
  '',
].join('\n');
const previousModule = (() => {
  try {
    return readFileSync(MEMORY_FILE, 'utf8');
  } catch {
    return '';
  }
})();
writeFileSync(MEMORY_FILE, memoryModule);

const perRouteRows = [...costs.values()].map((c) =>
  [
    localOnly.some((line) => line.startsWith(`${c.route} `)) ? `${c.route} (local CPU, see above)` : c.route,
    c.method,
    String(c.memoryMb),
    c.cpuMs.toFixed(2),
    c.initMs.toFixed(0),
    String(c.billedMs),
    c.readUnits.toFixed(1),
    c.writeUnits.toFixed(1),
    c.logBytes.toFixed(0),
    money(c.perMillion.lambda),
    money(c.perMillion.api),
    money(c.perMillion.dynamo),
    money(c.perMillion.logs),
    money(c.perMillion.xray),
    money(c.perMillion.total),
  ].join(' | '),
);
const table = (header: string[], rows: string[]) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r} |`)].join('\n');

const markdown = `# What the service costs to run

Generated by \`npm run bench:cost\` (bench/cost.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), Node.js ${process.version}. Route figures from \`npm run bench\` (${measured.options.members.toLocaleString('en-US')} members, ${measured.options.measured} requests per case, ${measured.date}); init from \`npm run bench:cold\` (${coldStart.generatedAt}). Regenerate rather than edit.

## Inputs

Prices (${PRICES.region}, on-demand list prices as of ${PRICES.asOf}, USD): Lambda arm64 ${PRICES.lambdaArmGbSecond} per GB-second and ${money(PRICES.lambdaPerMillionRequests)} per million requests; HTTP API ${money(PRICES.httpApiPerMillionRequests)} per million requests; DynamoDB on-demand ${money(PRICES.dynamoPerMillionReadUnits, 3)} per million read units and ${money(PRICES.dynamoPerMillionWriteUnits, 3)} per million write units; CloudWatch Logs ${money(PRICES.logsPerGbIngested)} per GB ingested; X-Ray ${money(PRICES.xrayPerMillionTraces)} per million traces.

Measured per route (its usual request: members by id, caches warm):
- CPU: the request replayed with DynamoDB's answers from memory, the SDK building, signing and parsing every call and logging at INFO as deployed (\`npm run bench\`, "CPU ms"). This machine's core is taken as one Lambda vCPU, which a function has at ${ASSUMPTIONS.fullVcpuMemoryMb} MB; with less memory its CPU time stretches by ${ASSUMPTIONS.fullVcpuMemoryMb} / memory.
- Scaled to the machine when quiet: this run's bare GetItem took ${measured.baselineGetItemCpuMs.toFixed(2)} ms of CPU against ${QUIET_MACHINE.bareGetItemCpuMs} ms quiet, so CPU figures are multiplied by ${cpuScale.toFixed(2)}; its DynamoDB-client-only init took ${coldStart.baseline.initMedianMs.toFixed(0)} ms against ${QUIET_MACHINE.baselineInitMs} ms, so init figures by ${initScale.toFixed(2)}. The table shows the scaled figures.
- Read units as DynamoDB Local reports them. Write units as DynamoDB bills them (\`npm run bench:write-units\`, ${writeUnitResult.date}): each written item at the larger of its sizes before and after, 2 per KB in a transaction, and every index entry written, where DynamoDB Local reports a flat 2 per transaction item and no index writes. The rate limit's window write (0.1 WCU per api_key request) is left out, as it is of the route table.
- Log bytes a request writes (a sampled request line, refused requests' lines; an EMF line on writes that count), plus ${ASSUMPTIONS.platformLogBytes} bytes of Lambda's START, END and REPORT lines per invocation.
- Init: the bundle's module-scope init in a fresh process (\`npm run bench:cold\`); the DynamoDB-client-only baseline's is ${coldStart.baseline.initMedianMs.toFixed(0)} ms.

Stated, as the local stack cannot measure them: a DynamoDB round trip in the Region takes ${ASSUMPTIONS.dynamoRoundTripMs} ms at the median and a transaction ${ASSUMPTIONS.transactionExtraMs} ms more; the source authorizer (answers cached per source IP for 60 s) runs on ${ASSUMPTIONS.authorizerCallsPerRequest * 100} % of api_key requests (apps calling from devices), one GetItem and ${ASSUMPTIONS.authorizerCpuMs} ms of CPU each; X-Ray samples ${ASSUMPTIONS.xraySampledShare * 100} % of requests.

Duration model: billed ms = ceil(CPU ms x max(1, ${ASSUMPTIONS.fullVcpuMemoryMb} / memory) + sequential round trips x ${ASSUMPTIONS.dynamoRoundTripMs} ms + ${ASSUMPTIONS.transactionExtraMs} ms if it writes a transaction).

## Memory per function

Each route function gets the smallest of ${SIZING.memoryOptionsMb.join(', ')} MB at which its request's CPU adds at most ${SIZING.maxAddedCpuMs} ms over a full vCPU and its init stays under ${SIZING.maxInitMs} ms (lib/generated/function-memory.ts, deployed by lib/constructs/api-route.ts), or keeps the size it has while that holds within ${SIZING.noiseMargin * 100} % either way (a run's init figures move by 5-10 % on this machine). Smaller memory is cheaper for the same work: CPU time stretches as memory falls, but the waits on DynamoDB are billed at every megabyte. Result: ${sizes.map(([mb, n]) => `${n} function${n === 1 ? '' : 's'} at ${mb} MB`).join(', ')}. Jobs, stream consumers, the authorizer and the file pipelines keep ${DEFAULT_MEMORY_MB} MB: their work is not measured per request here.${localOnly.length ? ` So do routes whose measured CPU is the local stack's: ${localOnly.join('; ')}.` : ''}

## Per route, per million requests

${table(['route', 'method', 'MB', 'CPU ms', 'init ms', 'billed ms', 'RCU', 'WCU', 'log B', 'Lambda', 'HTTP API', 'DynamoDB', 'Logs', 'X-Ray', 'total'], perRouteRows)}

## A program of ${PROGRAM.members.toLocaleString('en-US')} members, per month

${table(
  ['route', 'requests a month', 'cost', 'with the write units before'],
  [
    ...program.lines.map(
      (line, index) => `${line.route} | ${line.requests.toLocaleString('en-US')} | ${money(line.dollars)} | ${money(programBefore.lines[index]?.dollars ?? line.dollars)}`,
    ),
    `report counter (stream, ${program.counter.events.toLocaleString('en-US')} events) | | ${money(program.counter.dollars)} | ${money(programBefore.counter.dollars)}`,
    `rank mover (stream, ${program.rankMover.moves.toLocaleString('en-US')} rank moves at ${rankMover.unitsPerMove} WCU each) | | ${money(program.rankMover.dollars)} | ${money(programBefore.rankMover.dollars)} (the requests wrote the ranks)`,
    `**total** | **${program.lines.reduce((sum, line) => sum + line.requests, 0).toLocaleString('en-US')}** | **${money(program.monthly)}** | **${money(programBefore.monthly)}**`,
  ],
)}

**${money(program.monthly)} a month, ${money(program.perThousandMembers, 3)} per 1,000 members.** With the write units of the money routes before their writes were made smaller (bench/write-units-before.json: the same exact bill, item by item), the same month is ${money(programBefore.monthly)}. Since then the ranks are counted from the stream: a request that moves a member's points carries the move, and the rank mover's writes (its line above) are priced at a batch of one move, ${rankMover.unitsPerMove} WCU (the most: a busy program's batches share the trees' nodes, ${writeUnitResult.rankMover?.find((run) => run.batchSize === 100)?.unitsPerMove ?? '-'} WCU a move in a batch of 100).

Earning rules and segments, per trigger: a rule that fires writes its ledger entry (its event inside it) in the trigger's own transaction, and a per-member limit or a budget one item more; a custom event one rule credits (RecordEvent) writes ${writeUnitsNow.get('RecordEvent') ?? '-'} WCU in all, the event's own record and day count included. Dynamic segments are decided in the webhook dispatcher's stream batch, once per member per batch: one read of the member's memberships, and writes only when the member enters or leaves (membership, count and event: docs/data-model.md, Segments). The month above has no rules or segments in its mix.

Not included: the table's storage and backups, scheduled jobs (expiry, pending points, erasure, webhook retries, daily exports, report rebuilds), imports and exports, webhook deliveries, CloudWatch alarms and the dashboard, the console's hosting, and data transfer out.
`;
writeFileSync(join(ROOT, 'docs', 'costs.md'), markdown);

const checks: Array<[string, boolean]> = [
  [`every route measured for CPU and init (${missing.length ? `missing: ${missing.join(', ')}` : `${costs.size} routes`})`, missing.length === 0],
  [`every route function sized within the rule (${outsideRule.length ? `not: ${outsideRule.join(', ')}` : 'all'})`, outsideRule.length === 0],
  [`more than one memory size (${sizes.map(([mb, n]) => `${n} x ${mb} MB`).join(', ')})`, sizes.length > 1],
  [
    `cold-start init within 2x of the baseline of its SDK clients (worst ${Math.max(...coldStart.functions.map((f) => f.initRatio)).toFixed(2)}x)`,
    coldStart.functions.every((f) => f.initRatio <= 2),
  ],
];
console.log(
  `\nMonthly cost of a ${PROGRAM.members.toLocaleString('en-US')}-member program: ${money(program.monthly)} (${money(program.perThousandMembers, 3)} per 1,000 members); with the write units before: ${money(programBefore.monthly)}`,
);
for (const line of program.lines) console.log(`  ${line.route.padEnd(30)} ${line.requests.toLocaleString('en-US').padStart(10)}  ${money(line.dollars).padStart(9)}`);
console.log(`  ${'report counter'.padEnd(30)} ${program.counter.events.toLocaleString('en-US').padStart(10)}  ${money(program.counter.dollars).padStart(9)}`);
console.log(`\nWrote docs/costs.md${previousModule === memoryModule ? '' : ' and lib/generated/function-memory.ts (changed: review and commit it with the figures)'}`);
for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;

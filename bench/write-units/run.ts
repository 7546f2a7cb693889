import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../../shared/config.js';
import { memberKey } from '../../shared/member-store/keys.js';
import { RANK_MOVE_ATTRIBUTE } from '../../shared/data/table.js';
import { RATE_WINDOW_PARTITIONS } from '../../shared/programs/keys.js';
import { type BilledItem, WriteBill } from '../../local/write-bill.js';
import { buildCases } from '../routes/cases.js';
import { LogSink } from '../routes/log-sink.js';
import { RouteBench, type Sample } from '../routes/measure.js';
import { seedProgram } from '../routes/program.js';
import { median } from '../routes/report.js';
import { rankMoverUnits, type RankMoverUnits } from './rank-mover.js';

export interface WriteUnitOptions {
  members: number;
  warmup: number;
  measured: number;
  only?: RegExp;
  /** Per route: the units it cost before (`before`) and the most it may cost now (`max`). */
  targets: Record<string, { before: number; max: number }>;
  resultsDir: string;
}

export interface WriteUnitSummary {
  route: string;
  variant: string;
  requests: number;
  /** Median over the measured requests, as DynamoDB bills them. */
  units: number;
  tableUnits: number;
  indexUnits: number;
  /** Median of what DynamoDB Local reported (a transaction's items at 2 each, Updates as 1 KB, no index). */
  localUnits: number;
  /** Rank moves the median request's ledger entries carry: the stream's rank mover counts each (rankMover). */
  rankMoves: number;
  /** The items of the request whose bill is the median, in the order written. */
  items: Array<Pick<BilledItem, 'type' | 'operation' | 'transactional' | 'tableUnits' | 'indexUnits' | 'indexWrites' | 'carries'> & { bytes: number }>;
}

const RATE_WINDOW_PREFIX = RATE_WINDOW_PARTITIONS.replace('*', '');
const ownItems = (sample: Sample) => (sample.billed ?? []).filter((item) => !item.partition.startsWith(RATE_WINDOW_PREFIX));
const sum = (items: BilledItem[], pick: (item: BilledItem) => number) => items.reduce((total, item) => total + pick(item), 0);

function summarise(route: string, variant: string, samples: Sample[]): WriteUnitSummary {
  const billed = samples.map((sample) => ({ sample, items: ownItems(sample) })).map(({ sample, items }) => ({ sample, items, units: sum(items, (item) => item.tableUnits + item.indexUnits) }));
  const ordered = [...billed].sort((a, b) => a.units - b.units);
  const middle = ordered[Math.floor((ordered.length - 1) / 2)]!;
  return {
    route,
    variant,
    requests: samples.length,
    units: median(billed.map((b) => b.units)),
    tableUnits: median(billed.map((b) => sum(b.items, (item) => item.tableUnits))),
    indexUnits: median(billed.map((b) => sum(b.items, (item) => item.indexUnits))),
    localUnits: median(samples.map((sample) => sample.cost.writeUnits)),
    rankMoves: middle.items.filter((item) => item.carries.includes(RANK_MOVE_ATTRIBUTE)).length,
    items: middle.items.map((item) => ({
      type: item.type,
      operation: item.operation,
      transactional: item.transactional,
      bytes: Math.max(item.bytesBefore, item.bytesAfter),
      tableUnits: item.tableUnits,
      indexUnits: item.indexUnits,
      indexWrites: item.indexWrites,
      carries: item.carries,
    })),
  };
}

const describeItem = (item: WriteUnitSummary['items'][number]) =>
  `${item.operation} ${item.type} ${item.bytes} B = ${item.tableUnits}${item.indexUnits ? ` + ${item.indexUnits} (${item.indexWrites.join(', ')})` : ''}${item.carries.includes(RANK_MOVE_ATTRIBUTE) ? ' (carries a rank move)' : ''}`;

export async function measureWriteUnits(options: WriteUnitOptions): Promise<number> {
  const perRoute = options.warmup + options.measured;
  console.log(`Seeding ${options.members.toLocaleString('en-US')} members ...`);
  const program = await seedProgram({ members: options.members, heavyMembers: 10, heavyEntries: 50, writesPerRoute: perRoute });
  const { dynamodbEndpoint, region } = config();
  const bill = new WriteBill(dynamodbEndpoint, region);
  const bench = new RouteBench(() => memberKey(program.bench.client.clientId, program.members[randomInt(program.members.length)]!.id), new LogSink(), bill);
  // Every case runs, as later cases work on what earlier ones made; the writes chosen are billed.
  const cases = await buildCases(program, perRoute);
  const billed = (route: string, method: string) => method !== 'GET' && (!options.only || options.only.test(route));

  const summaries: WriteUnitSummary[] = [];
  const failures: string[] = [];
  for (const benchCase of cases) {
    const run = await bench.run(benchCase, options.warmup, options.measured, Number.MAX_SAFE_INTEGER).catch((error: Error) => {
      failures.push(`${benchCase.route} [${benchCase.variant}]: ${error.message}`);
      return undefined;
    });
    if (!run || !billed(benchCase.route, benchCase.method)) continue;
    const ok = run.samples.filter((sample) => sample.status >= 200 && sample.status < 300);
    if (run.failures.length) failures.push(`${benchCase.route} [${benchCase.variant}]: ${run.failures.length} failed, first ${run.failures[0]!.status} ${run.failures[0]!.body.slice(0, 200)}`);
    if (ok.length === 0) continue;
    const summary = summarise(benchCase.route, benchCase.variant, ok);
    summaries.push(summary);
    console.log(`  ${summary.route} [${summary.variant}]: ${summary.units} WCU (table ${summary.tableUnits}, indexes ${summary.indexUnits}; Local said ${summary.localUnits})`);
  }

  // What an earning's rank move costs the stream's rank mover: a quiet program's batch of one, a busy one's batch of 100.
  const memberIds = program.members.map((member) => member.id);
  const mover: RankMoverUnits[] = [];
  for (const [size, batches] of [
    [1, 20],
    [100, 3],
  ] as const) {
    const measured = await rankMoverUnits(bill, program.bench.client.clientId, memberIds, size, batches);
    mover.push(measured);
    console.log(
      `  rank mover [batch of ${size}]: ${measured.unitsPerMove} WCU per move (rank entries ${measured.entryUnitsPerMove}, tree nodes ${measured.nodeUnitsPerMove})`,
    );
  }

  const checks = Object.entries(options.targets)
    .filter(([route]) => !options.only || options.only.test(route))
    .map(([route, target]) => {
      const measured = summaries.filter((s) => s.route === route);
      const worst = Math.max(...measured.map((s) => s.units));
      const pass = measured.length > 0 && worst <= target.max;
      return { route, pass, line: `${pass ? 'PASS' : 'FAIL'} ${route}: ${measured.length ? worst : 'not measured'} WCU (before ${target.before}, at most ${target.max})` };
    });

  // The route's own units are what the targets hold; with the rank mover's share, what a request costs in all.
  const withMover = Object.keys(options.targets)
    .filter((route) => !options.only || options.only.test(route))
    .flatMap((route) => {
      const usual = summaries.find((s) => s.route === route);
      if (!usual) return [];
      const shares = mover.map((m) => `${Math.round((usual.units + usual.rankMoves * m.unitsPerMove) * 10) / 10} in a batch of ${m.batchSize}`);
      return [`${route}: ${usual.units} WCU in the request${usual.rankMoves ? `; with the rank mover's count of its ${usual.rankMoves} move, ${shares.join(', ')}` : ', no rank move'}`];
    });

  console.log('\nItems of each route\'s usual request (operation, item type, size, table units + index units):');
  for (const s of summaries) console.log(`  ${s.route} [${s.variant}] ${s.units} WCU: ${s.items.map(describeItem).join('; ') || '(nothing written)'}`);
  console.log('');
  for (const line of withMover) console.log(line);
  for (const check of checks) console.log(check.line);
  for (const failure of failures) console.log(`FAILED REQUESTS ${failure}`);

  const result = { date: new Date().toISOString(), members: options.members, requests: options.measured, checks, failures, routes: summaries, rankMover: mover };
  mkdirSync(options.resultsDir, { recursive: true });
  writeFileSync(join(options.resultsDir, 'write-units.json'), `${JSON.stringify(result, null, 2)}\n`);
  const markdown = [
    `# Write units per request (${result.date})`,
    '',
    'As DynamoDB bills them: the larger of an item\'s size before and after, 1 WCU per KB (2 in a transaction), and each index entry written (1 per KB). The rate limit\'s window write is left out.',
    '',
    '| route | case | WCU | table | indexes | DynamoDB Local said | items written (usual request) |',
    '|---|---|---|---|---|---|---|',
    ...summaries.map((s) => `| ${s.route} | ${s.variant} | ${s.units} | ${s.tableUnits} | ${s.indexUnits} | ${s.localUnits} | ${s.items.map(describeItem).join('<br>')} |`),
    '',
    'The rank mover (a stream consumer) counts the rank move each earning\'s ledger entry carries; per move counted:',
    '',
    '| batch | WCU per move | rank entries | tree nodes |',
    '|---|---|---|---|',
    ...mover.map((m) => `| ${m.batchSize} move${m.batchSize === 1 ? '' : 's'} | ${m.unitsPerMove} | ${m.entryUnitsPerMove} | ${m.nodeUnitsPerMove} |`),
    '',
    ...withMover.map((line) => `- ${line}`),
    '',
    ...checks.map((check) => `- ${check.line}`),
    '',
  ].join('\n');
  writeFileSync(join(options.resultsDir, 'write-units.md'), markdown);
  return checks.every((check) => check.pass) && failures.length === 0 ? 0 : 1;
}

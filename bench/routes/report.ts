import { percentile } from '../support/percentile.js';
import type { RouteCase } from './cases.js';
import type { CaseRun, Sample } from './measure.js';

/**
 * Figures per case and the targets judged on them:
 * - reads by member (endpoints 1, 4, 6, 7-13): at most 2 sequential round trips with id_type=id,
 *   3 with id_type=email (the worst measured request counts);
 * - writes that move points, stock or codes: exactly one TransactWriteItems and no other write,
 *   on every measured request, at most 3 sequential round trips (members named by id) and a
 *   median latency at most 5x the bare GetItem;
 * - at most 25 read capacity units per request (worst request) on every route but list routes,
 *   whose cost is shown against the rows they returned, short and long;
 * - reads by member with id_type=id: median latency at most 3x the median bare GetItem measured
 *   alongside them.
 * Every measured response must be 2xx; a case with failures is marked so.
 *
 * Round trips, calls, WCU and other writes are the route's own: the per-client rate limit's
 * window write, which every api_key request shares (one UpdateItem per 10 requests of a client),
 * is left out of them; it falls on whichever request of the client completes a batch, the bench's
 * own cache-warming requests included, so run.ts measures it on its own instead.
 */

export const TARGETS = { roundTripsById: 2, roundTripsByOtherId: 3, readUnits: 25, latencyRatio: 3, writeRoundTrips: 3, writeLatencyRatio: 5 } as const;

/**
 * The route's own CPU per request (median, DynamoDB's answers from memory, the SDK's part left
 * out): reads and writes. Judged on a route's usual request: not on variants that empty a cache
 * first (a container refills it once per few seconds), nor on answers of more than
 * CPU_TARGET_MAX_ROWS rows, whose cost follows the rows.
 */
export const CPU_TARGETS = { readMs: 0.5, writeMs: 1.5 } as const;
const CPU_TARGET_MAX_ROWS = 20;

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

interface Spread {
  median: number;
  max: number;
}

export interface CaseSummary {
  route: string;
  variant: string;
  listRoute: boolean;
  requests: number;
  failures: number;
  firstFailure?: string;
  medianMs: number;
  p99Ms: number;
  /** Median CPU time of the live request in this process (user + system), the local network's share included. */
  cpuMs: number;
  /** Median CPU of the request replayed with DynamoDB's answers from memory: what Lambda bills beside the waits (none when no replay matched the live request). */
  replayCpuMs?: number;
  /** Of that, outside DynamoDB calls: the route's own code. */
  ownCpuMs?: number;
  /** Why the CPU measured is the local stack's rather than the deployed function's. */
  localCpu?: string;
  /** Median bytes of log lines per request. */
  logBytes: number;
  /** Requests none of whose replays answered as live without the network (left out of the two figures above). */
  unreplayed: number;
  /** Median CPU of a bare GetItem measured alongside: the SDK's floor for one call. */
  baselineCpuMs: number;
  baselineMedianMs: number;
  ratio: number;
  roundTrips: Spread;
  calls: Spread;
  readUnits: Spread;
  writeUnits: Spread;
  transactions: { min: number; max: number };
  plainWrites: number;
  rows?: Spread;
  /** The usual request's calls, one group per sequential round trip. */
  pattern: string;
  apiKeyReads: number;
  checks: Check[];
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => {
  const s = sorted(values);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const spread = (values: number[]): Spread => ({ median: median(values), max: values.length ? Math.max(...values) : 0 });

/** A request's DynamoDB cost without the rate limit's window writes (each one its own round trip). */
const ownCost = ({ cost, rateLimit }: Sample) => ({
  roundTrips: cost.sequentialRoundTrips - rateLimit.calls,
  calls: cost.calls - rateLimit.calls,
  writeUnits: cost.writeUnits - rateLimit.writeUnits,
  plainWrites: cost.plainWrites - rateLimit.calls,
});

function patternOf(rounds: string[][]): string {
  return rounds
    .map((round) => {
      const counts = new Map<string, number>();
      for (const operation of round) counts.set(operation, (counts.get(operation) ?? 0) + 1);
      return [...counts].map(([operation, count]) => (count > 1 ? `${operation}x${count}` : operation)).join('+');
    })
    .join(' > ');
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function checksFor(benchCase: RouteCase, s: Omit<CaseSummary, 'checks'>, run: CaseRun, method: string): Check[] {
  const checks: Check[] = [];
  const coldCache = benchCase.catalogue?.mode === 'miss' || benchCase.beforeRequest !== undefined;
  if (!coldCache && !benchCase.localCpu && (s.rows === undefined || s.rows.median <= CPU_TARGET_MAX_ROWS)) {
    const limit = method === 'GET' ? CPU_TARGETS.readMs : CPU_TARGETS.writeMs;
    const own = s.ownCpuMs;
    checks.push({ name: `own CPU <= ${limit} ms`, pass: own !== undefined && own <= limit, detail: own === undefined ? 'no replay answered as the live requests did' : `${own.toFixed(2)} ms` });
  }
  if (benchCase.memberRead) {
    const limit = benchCase.memberRead === 'id' ? TARGETS.roundTripsById : TARGETS.roundTripsByOtherId;
    checks.push({ name: `round trips <= ${limit}`, pass: s.roundTrips.max <= limit, detail: `${s.roundTrips.max}` });
  }
  if (benchCase.movesValue) {
    const single = run.samples.every((sample) => sample.cost.transactWrites === 1 && ownCost(sample).plainWrites === 0);
    checks.push({ name: 'one transaction', pass: single, detail: `${s.transactions.min}-${s.transactions.max} txn, ${s.plainWrites} other writes` });
    checks.push({ name: `round trips <= ${TARGETS.writeRoundTrips}`, pass: s.roundTrips.max <= TARGETS.writeRoundTrips, detail: `${s.roundTrips.max}` });
    checks.push({ name: `latency <= ${TARGETS.writeLatencyRatio}x GetItem`, pass: s.ratio <= TARGETS.writeLatencyRatio, detail: `${s.ratio.toFixed(2)}x` });
  }
  if (!s.listRoute || s.readUnits.max <= TARGETS.readUnits) {
    checks.push({ name: `RCU <= ${TARGETS.readUnits}`, pass: s.readUnits.max <= TARGETS.readUnits, detail: s.readUnits.max.toFixed(1) });
  }
  if (benchCase.memberRead === 'id') {
    checks.push({ name: `latency <= ${TARGETS.latencyRatio}x GetItem`, pass: s.ratio <= TARGETS.latencyRatio, detail: `${s.ratio.toFixed(2)}x` });
  }
  return checks;
}

export function summarise(run: CaseRun, listRoutes: Set<string>, method: string): CaseSummary {
  const { benchCase, samples } = run;
  const baselineMedianMs = median(run.baselineMs);
  const medianMs = median(samples.map((x) => x.ms));
  const rows = samples.flatMap((x) => (x.rows === undefined ? [] : [x.rows]));
  const replays = samples.flatMap((x) => (x.replay ? [x.replay] : []));
  const base: Omit<CaseSummary, 'checks'> = {
    route: benchCase.route,
    variant: benchCase.variant,
    listRoute: listRoutes.has(benchCase.route),
    requests: samples.length,
    failures: run.failures.length,
    firstFailure: run.failures[0] ? `${run.failures[0].status} ${run.failures[0].body.slice(0, 200)}` : undefined,
    medianMs,
    p99Ms: percentile(samples.map((x) => x.ms), 99),
    cpuMs: median(samples.map((x) => x.cpuMs)),
    replayCpuMs: replays.length ? median(replays.map((x) => x.cpuMs)) : undefined,
    ownCpuMs: replays.length ? median(replays.map((x) => x.ownCpuMs)) : undefined,
    unreplayed: samples.length - replays.length,
    logBytes: median(samples.map((x) => x.logBytes)),
    localCpu: benchCase.localCpu,
    baselineCpuMs: median(run.baselineCpuMs),
    baselineMedianMs,
    ratio: baselineMedianMs > 0 ? medianMs / baselineMedianMs : 0,
    roundTrips: spread(samples.map((x) => ownCost(x).roundTrips)),
    calls: spread(samples.map((x) => ownCost(x).calls)),
    readUnits: spread(samples.map((x) => x.cost.readUnits)),
    writeUnits: spread(samples.map((x) => ownCost(x).writeUnits)),
    transactions: {
      min: samples.length ? Math.min(...samples.map((x) => x.cost.transactWrites)) : 0,
      max: samples.length ? Math.max(...samples.map((x) => x.cost.transactWrites)) : 0,
    },
    plainWrites: samples.length ? Math.max(...samples.map((x) => ownCost(x).plainWrites)) : 0,
    rows: rows.length ? spread(rows) : undefined,
    pattern: mostCommon(samples.map((x) => patternOf(x.cost.rounds))),
    apiKeyReads: samples.filter((x) => x.apiKeyRead).length,
  };
  const checks = checksFor(benchCase, base, run, method);
  checks.unshift({ name: 'all 2xx', pass: base.failures === 0, detail: `${base.requests - base.failures}/${base.requests}` });
  return { ...base, checks };
}

const num = (value: number, digits = 1) => value.toFixed(digits);
const units = (s: Spread) => `${num(s.median)}/${num(s.max)}`;
const verdicts = (checks: Check[]) => checks.map((c) => `${c.pass ? 'PASS' : 'FAIL'} ${c.name} (${c.detail})`).join('; ');

const HEADER = ['route', 'variant', 'ok', 'median ms', 'p99 ms', 'CPU ms live', 'CPU ms', 'own CPU ms', 'log B', 'x GetItem', 'seq. RT med/max', 'calls med/max', 'RCU med/max', 'WCU med', 'txn', 'rows med', 'targets'];

function row(s: CaseSummary): string[] {
  return [
    s.route + (s.listRoute ? ' (list)' : ''),
    s.variant,
    `${s.requests - s.failures}/${s.requests}`,
    num(s.medianMs),
    num(s.p99Ms),
    num(s.cpuMs, 2),
    s.replayCpuMs === undefined ? '-' : num(s.replayCpuMs, 2),
    s.ownCpuMs === undefined ? '-' : num(s.ownCpuMs, 2),
    num(s.logBytes, 0),
    num(s.ratio, 2),
    `${s.roundTrips.median}/${s.roundTrips.max}`,
    `${s.calls.median}/${s.calls.max}`,
    units(s.readUnits),
    num(s.writeUnits.median),
    s.transactions.min === s.transactions.max ? String(s.transactions.max) : `${s.transactions.min}-${s.transactions.max}`,
    s.rows ? num(s.rows.median, 0) : '',
    verdicts(s.checks.filter((c) => c.name !== 'all 2xx' || !c.pass)),
  ];
}

/** The table as Markdown: the report file and the closing note quote it. */
export function markdownTable(summaries: CaseSummary[]): string {
  const lines = [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`];
  for (const s of summaries) lines.push(`| ${row(s).join(' | ')} |`);
  return lines.join('\n');
}

/** The table for the terminal: fixed-width columns, targets on the same line. */
export function consoleTable(summaries: CaseSummary[]): string {
  const rows = [HEADER, ...summaries.map(row)];
  const widths = HEADER.map((_, i) => (i === HEADER.length - 1 ? 0 : Math.max(...rows.map((r) => r[i]!.length))));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

/** Short and long results of each list route side by side: cost follows the rows returned. */
export function listGrowth(summaries: CaseSummary[]): string[] {
  const lines: string[] = [];
  const byRoute = new Map<string, CaseSummary[]>();
  for (const s of summaries) if (s.listRoute && s.rows) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s]);
  for (const [route, list] of byRoute) {
    if (list.length < 2) continue;
    const parts = [...list]
      .sort((a, b) => a.rows!.median - b.rows!.median)
      .map((s) => `${num(s.rows!.median, 0)} rows (${s.variant}): ${num(s.readUnits.median)} RCU, ${s.roundTrips.median} RT, ${num(s.medianMs)} ms`);
    lines.push(`${route}: ${parts.join(' | ')}`);
  }
  return lines;
}

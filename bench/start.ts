/**
 * npm run bench:start — how soon `npm start` answers, as a newcomer's terminal runs it.
 *
 * Each run starts the local server twice in a fresh data directory: a first start (no tsx cache,
 * no data, so the demo program is seeded) and, after Ctrl-C, the next start over the same data
 * and cache. It prints the time from spawn to the first answered request of each, their banners'
 * `start:` lines (where the time went), the machine's cores and load, and the
 * medians against the targets: at most 12 s on a first start and 6 s once it has run before.
 * Those targets hold with both cores busy (first starts measured at 6.1-6.9 s and next ones at
 * 3.0-3.8 s at load 4-5), so a FAIL is a start that doubled. Environment: BENCH_START_RUNS (3).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pidFile } from '../local/java-process.js';
import { ctrlC, gone, npmStart, type RunningServer, startLocalServer } from '../local/launch/server-process.js';
import { median } from './routes/report.js';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const FIRST_START_TARGET_MS = 12_000;
const NEXT_START_TARGET_MS = 6_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const first: number[] = [];
const next: number[] = [];
/** The banner's breakdown of where a start's time went. */
const startLine = (server: RunningServer) => /start: .*/.exec(server.output())?.[0] ?? '(no start line)';
console.log(`${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
for (let run = 1; run <= RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rewards-start-'));
  // tsx keeps its compile cache under the temporary directory: a fresh one is a first start.
  const freshTemp = mkdtempSync(join(tmpdir(), 'rewards-tsx-cache-'));
  const env = { DATA_DIR: dataDir, TMPDIR: freshTemp };
  /** Ctrl-C, then waits for the server's DynamoDB Local to go, so no start overlaps the last one's shutdown. */
  const stop = async (server: RunningServer) => {
    // A server that failed before launching Java has no pid file: there is nothing to wait for.
    const pidPath = pidFile(join(dataDir, 'dynamodb'));
    const java = existsSync(pidPath) ? Number(readFileSync(pidPath, 'utf8')) : undefined;
    await ctrlC(server);
    if (java !== undefined) await gone(java, 30_000);
  };
  let running: RunningServer | undefined;
  try {
    const firstStart = await startLocalServer(npmStart, env);
    running = firstStart;
    await stop(firstStart);
    const nextStart = await startLocalServer(npmStart, env);
    running = nextStart;
    await stop(nextStart);
    running = undefined;
    first.push(firstStart.firstAnswerMs);
    next.push(nextStart.firstAnswerMs);
    console.log(`run ${run}: first start ${seconds(firstStart.firstAnswerMs)}, next start ${seconds(nextStart.firstAnswerMs)}`);
    for (const [name, server] of [['first', firstStart], ['next', nextStart]] as const) console.log(`  ${name} ${startLine(server)}`);
  } finally {
    if (running && running.child.exitCode === null) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(freshTemp, { recursive: true, force: true });
  }
}
const verdict = (value: number, target: number) => `${value <= target ? 'PASS' : 'FAIL'} (${seconds(value)}, target <= ${seconds(target)})`;
console.log(`Targets (median of ${RUNS}):`);
console.log(`  first start answers: ${verdict(median(first), FIRST_START_TARGET_MS)}`);
console.log(`  next start answers: ${verdict(median(next), NEXT_START_TARGET_MS)}`);
process.exitCode = median(first) <= FIRST_START_TARGET_MS && median(next) <= NEXT_START_TARGET_MS ? 0 : 1;

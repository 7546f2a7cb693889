/**
 * npm run bench — what every route of the route table costs on a seeded program.
 *
 * Starts its own DynamoDB Local (in memory), seeds a program of 10,000 members with history,
 * 50 rewards, 20 activities, a code campaign and receipts (bench/routes/program.ts), then for
 * every route (its cases are the bench section of its fixture, gathered by bench/routes/cases.ts)
 * sends 10 warm-up and 200 measured requests one at a time through the route table, as the local
 * server and the tests do. Per route it prints the median
 * and p99 latency, the ratio to a bare GetItem measured alongside, DynamoDB calls, sequential
 * round trips, capacity units and transactions per request, and the targets as PASS or FAIL
 * (bench/routes/report.ts). Each measured request is then replayed with DynamoDB's answers, and
 * the ids it minted, from memory (bench/routes/wire-replay.ts) for its CPU apart from the
 * network: the whole request, and the route's own part beside the SDK's (the least of five runs
 * of each). Logging is at INFO with metrics on, as in
 * AWS; the log bytes each request writes are counted (bench/routes/log-sink.ts). Writes
 * bench/results/latest.json and latest.md.
 *
 * Environment (for development runs): BENCH_MEMBERS, BENCH_REQUESTS, BENCH_WARMUP, and
 * BENCH_ONLY, a regular expression on route names; BENCH_RESULTS_DIR to write elsewhere.
 */
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';
import { envCount } from './support/env-counts.js';
import { LOG_SAMPLE_RATE } from '../shared/support/telemetry-names.js';

// Functions log and count at these settings in AWS: their CPU and their log bytes are part of a request's cost.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const dynamo = await startBenchTable();
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
process.env.POWERTOOLS_LOGGER_SAMPLE_RATE = String(LOG_SAMPLE_RATE);

try {
  const { runRouteBench } = await import('./routes/run.js');
  process.exitCode = await runRouteBench({
    members: envCount('BENCH_MEMBERS', 10_000),
    warmup: envCount('BENCH_WARMUP', 10),
    measured: envCount('BENCH_REQUESTS', 200),
    baselineEvery: 4,
    only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined,
    resultsDir: process.env.BENCH_RESULTS_DIR ?? resolve(new URL('.', import.meta.url).pathname, 'results'),
  });
} finally {
  await dynamo.stop();
}

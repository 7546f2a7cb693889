/**
 * npm run bench:write-units — what each write route's request writes, item by item, in write
 * units as DynamoDB bills them (local/write-bill.ts: the larger of each item's size before and
 * after, 2 per KB inside a transaction, and every index entry written), beside the flat figure
 * DynamoDB Local reports.
 *
 * Seeds the route benchmark's program (smaller: BENCH_MEMBERS, 2,000 by default), then sends
 * every write route's bench cases (the bench sections of the route fixtures) one at a time:
 * 3 warm-up and BENCH_REQUESTS (20) measured requests each. Prints per route the median units
 * (table and index), the items of its usual request with their sizes, and PASS/FAIL against
 * bench/write-units-targets.json: the money-moving routes at most half the units they cost
 * before their writes were made smaller. The rate limit's window write is left out, as in the
 * route table. Writes bench/results/write-units.json and .md, which docs/costs.md and
 * docs/data-model.md take their write units from.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchTable } from './support/bench-table.js';
import { envCount } from './support/env-counts.js';

const dynamo = await startBenchTable();
try {
  const { measureWriteUnits } = await import('./write-units/run.js');
  process.exitCode = await measureWriteUnits({
    members: envCount('BENCH_MEMBERS', 2_000),
    warmup: 3,
    measured: envCount('BENCH_REQUESTS', 20),
    only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined,
    targets: JSON.parse(readFileSync(resolve(import.meta.dirname, 'write-units-targets.json'), 'utf8')),
    resultsDir: process.env.BENCH_RESULTS_DIR ?? resolve(import.meta.dirname, 'results'),
  });
} finally {
  await dynamo.stop();
}

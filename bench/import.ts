/**
 * npm run bench:import — what an import costs on the local stack, in one run:
 *   - the plan step on a 1,000,000-row CSV file (the streaming pass that validates the file and
 *     cuts it into chunks): its time and the process's peak RSS, which must stay under 256 MB
 *     whatever the file's size;
 *   - activity credits imported per second through the chunk workers (BENCH_IMPORT_ROWS rows
 *     over BENCH_IMPORT_MEMBERS members, CHUNKS_IN_PARALLEL workers at once, as the local server
 *     runs them), beside the same credits' TransactWriteItems sent straight to DynamoDB Local at the
 *     same concurrency (the local limit), and their ratio; and the WCU per imported row;
 *   - members imported per second (BENCH_MEMBER_ROWS new members with opening balances, rank
 *     counts written once per chunk), beside the same items' transactions sent straight (the
 *     local limit), their ratio, and the WCU per imported member;
 *   - how long reading a wide chunk (500 rows of 238 columns) holds the event loop, against 50 ms.
 *
 * Environment: BENCH_PLAN_ROWS (1,000,000), BENCH_IMPORT_ROWS (2,000), BENCH_IMPORT_MEMBERS (400),
 * BENCH_MEMBER_ROWS (100,000), BENCH_RAW_SAMPLE (rows of each local-limit run, 10,000), BENCH_CPU_PROFILE (a
 * directory for each import's CPU profile).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { startBenchTable } from './support/bench-table.js';
import { profiled } from './support/profiled.js';

const PLAN_ROWS = Number(process.env.BENCH_PLAN_ROWS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2_000);
const IMPORT_MEMBERS = Number(process.env.BENCH_IMPORT_MEMBERS ?? 400);
const MEMBER_ROWS = Number(process.env.BENCH_MEMBER_ROWS ?? 100_000);
const RAW_SAMPLE = Number(process.env.BENCH_RAW_SAMPLE ?? 10_000);
const MAX_RSS_MB = 256;
const MIN_RATIO = 0.5;
/** The longest a chunk's reading may hold the event loop of a process that serves requests. */
const MAX_HOLD_MS = 50;

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// As many chunks as the local runner takes at once, so the rows go CHUNKS_IN_PARALLEL x 8 at a time (8 members per chunk).
process.env.IMPORT_CHUNK_ROWS ||= String(Math.ceil(IMPORT_ROWS / 4));
const dynamo = await startBenchTable();
const { dispatch } = await import('../local/dispatch.js');
const { runImportPipeline, CHUNKS_IN_PARALLEL } = await import('../local/import-pipeline.js');
const { fileStore } = await import('../shared/files/file-store.js');
const { chunkRows, planFile } = await import('../shared/imports/import-files.js');
const { longestHold } = await import('../local/launch/event-loop-hold.js');
const { headerProblem } = await import('../shared/imports/row-kinds.js');
const { documentClient } = await import('../shared/data/client.js');
const { DynamoMeter } = await import('../local/dynamo-metrics.js');
const { inParallel } = await import('../shared/data/in-parallel.js');
const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
const { tableName } = await import('../shared/data/client.js');

const dir = mkdtempSync(join(tmpdir(), 'rewards-bench-import-'));
const admin = { authorization: `Bearer ${process.env.ADMIN_TOKEN}`, 'content-type': 'application/json' };
async function send(method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const res = await dispatch({ method, path, query, headers: admin, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.statusCode >= 300) throw new Error(`${method} ${path} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body ?? '{}');
}
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

const meter = new DynamoMeter();
meter.attach(documentClient);

/** Runs a file through the local pipeline and measures it: rows written per second, DynamoDB cost per row, items per row's transaction. */
async function importThroughPipeline(clientId: string, kind: string, csv: string) {
  const created = await send('POST', `/admin/v1/clients/${clientId}/imports`, { kind, format: 'csv' });
  const key = `imports/${clientId}/${created.import_id}/file`;
  await fileStore().write(key, csv);
  meter.reset();
  const started = performance.now();
  await profiled(`import-${kind}`, () => runImportPipeline(key));
  const seconds = (performance.now() - started) / 1000;
  const cost = meter.reset();
  const record = await send('GET', `/admin/v1/clients/${clientId}/imports/${created.import_id}`);
  const done = record.rows_done as number;
  if (record.rows_failed > 0) console.log(`  (${record.rows_failed} rows refused: ${JSON.stringify((await send('GET', `/admin/v1/clients/${clientId}/imports/${created.import_id}/errors`)).errors.slice(0, 3))})`);
  const rows = Math.max(1, done);
  return {
    done,
    rate: done / seconds,
    // A transactional write costs 2 WCU an item: the average row's transaction, in items.
    itemsPerRow: Math.min(100, Math.max(1, Math.round(cost.writeUnits / 2 / rows))),
    perRow: `${(cost.calls / rows).toFixed(1)} DynamoDB calls, ${(cost.writeUnits / rows).toFixed(1)} WCU, ${(cost.readUnits / rows).toFixed(1)} RCU`,
  };
}

/**
 * The local limit: transactions of as many puts as the import's average row writes, sent straight to
 * DynamoDB Local at the same concurrency as the workers' rows, over `partitions` partitions.
 */
async function localLimit(itemsPerRow: number, rows: number, partitions: number): Promise<number> {
  const started = performance.now();
  await inParallel(Array.from({ length: rows }, (_unused, row) => row), CHUNKS_IN_PARALLEL * 8, async (row) => {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: itemsPerRow }, (_item, item) => ({
          Put: { TableName: tableName(), Item: { PK: `BENCH#RAW#${itemsPerRow}#${row % partitions}#${item}`, SK: `ROW#${row}`, n: row } },
        })),
      }),
    );
  });
  return rows / ((performance.now() - started) / 1000);
}
let failed = false;

try {
  // ---- the plan step's memory on a large file ----
  const big = join(dir, 'big.csv');
  const out = createWriteStream(big);
  out.write('user_id,id_type,activity_id,num_points,notes,external_id\n');
  for (let row = 0; row < PLAN_ROWS; row++) {
    if (!out.write(`${1_000_000_000 + (row % 50_000)},id,1234567,${row % 100},"a note, with a comma",ext-${row}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const { createReadStream } = await import('node:fs');
  const planStarted = performance.now();
  const plan = await planFile(createReadStream(big), 'csv', (columns) => headerProblem('activity_credits', columns, []));
  const planSeconds = (performance.now() - planStarted) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const peakMb = peak / 1024 / 1024;
  const planOk = plan.rows === PLAN_ROWS && peakMb < MAX_RSS_MB;
  failed ||= !planOk;
  console.log(`Plan step, ${PLAN_ROWS.toLocaleString('en')} rows (${(await import('node:fs')).statSync(big).size.toLocaleString('en')} bytes): ${plan.chunks.length} chunks in ${planSeconds.toFixed(1)} s (${Math.round(PLAN_ROWS / planSeconds).toLocaleString('en')} rows/s)`);
  console.log(`  peak RSS ${peakMb.toFixed(0)} MB (before the pass ${(before / 1024 / 1024).toFixed(0)} MB)  target < ${MAX_RSS_MB} MB  ${verdict(planOk)}`);
  rmSync(big);

  // ---- how long reading a wide chunk holds the event loop (a server's requests wait behind it) ----
  const wideColumns = ['third_party_id', ...Array.from({ length: 237 }, (_unused, index) => `custom_data.k${index}`)];
  const wideRow = ['member', ...Array.from({ length: 237 }, (_unused, index) => `value-${index}`)].join(',');
  const wide = Buffer.from(`${Array.from({ length: 500 }, () => wideRow).join('\n')}\n`);
  const holds: number[] = [];
  for (let run = 0; run < 5; run++) holds.push((await longestHold(() => chunkRows(wide, { index: 0, start: 0, end: wide.length, first_line: 2 }, 'csv', wideColumns))).holdMs);
  const holdMs = [...holds].sort((a, b) => a - b)[2] as number;
  failed ||= holdMs >= MAX_HOLD_MS;
  console.log(`Reading a ${(wide.length / 1024 / 1024).toFixed(1)} MB chunk of 500 rows x 238 columns: longest hold of the event loop ${holdMs.toFixed(0)} ms (median of 5; CPU time between turns)  target < ${MAX_HOLD_MS} ms  ${verdict(holdMs < MAX_HOLD_MS)}`);

  // ---- credits through the chunk workers, against the same writes sent straight ----
  // Its members are made through the API at full speed: the client's rate limit is raised so none is refused.
  const client = await send('POST', '/admin/v1/clients', { name: 'Import bench', settings: { rate_limit_per_second: 100_000 } });
  const activity = await send('POST', `/admin/v1/clients/${client.client_id}/activities`, { name: 'bonus', title: 'Bonus', num_points: 1 });
  const members: number[] = [];
  await inParallel(Array.from({ length: IMPORT_MEMBERS }, (_unused, index) => index), 8, async (index) => {
    const member = await dispatch({
      method: 'POST',
      path: '/v2/users',
      query: { api_key: client.api_key },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Member', date_of_birth: 631152000, postal_code: '10001', email_address: `import${index}@bench.example.com` }),
    });
    if (member.statusCode !== 200) throw new Error(`a bench member was not created: ${member.statusCode} ${member.body}`);
    members.push(JSON.parse(member.body ?? '{}').id);
  });
  const csv = ['user_id,activity_id,num_points,external_id', ...Array.from({ length: IMPORT_ROWS }, (_unused, row) => `${members[row % members.length]},${activity.id},1,credit-${row}`)].join('\n');
  const credits = await importThroughPipeline(client.client_id, 'activity_credits', csv);
  const creditsLimit = await localLimit(credits.itemsPerRow, Math.min(IMPORT_ROWS, RAW_SAMPLE), IMPORT_MEMBERS);
  const ratio = credits.rate / creditsLimit;
  failed ||= ratio < MIN_RATIO || credits.done !== IMPORT_ROWS;
  console.log(`Activity credits, ${IMPORT_ROWS.toLocaleString('en')} rows over ${IMPORT_MEMBERS} members (${CHUNKS_IN_PARALLEL} chunk workers at once):`);
  console.log(`  ${credits.rate.toFixed(0)} rows/s through the pipeline; ${creditsLimit.toFixed(0)} bare ${credits.itemsPerRow}-item TransactWriteItems/s (the local limit)`);
  console.log(`  ratio ${(ratio * 100).toFixed(1)} %  target >= ${MIN_RATIO * 100} %  ${verdict(ratio >= MIN_RATIO)}`);
  console.log(`  per row: ${credits.perRow}`);

  // ---- new members with opening balances ----
  const program = await send('POST', '/admin/v1/clients', { name: 'Member import bench' });
  const memberCsv = [
    'third_party_id,first_name,last_name,date_of_birth,email_address,postal_code,redeemable_points,total_points',
    ...Array.from({ length: MEMBER_ROWS }, (_unused, row) => `legacy-${row},Bench,Member${row},631152000,migrated${row}@bench.example.com,10001,${(row * 7919) % 5_000},${(row * 7919) % 5_000 + (row % 10) * 100}`),
  ].join('\n');
  const imported = await importThroughPipeline(program.client_id, 'members', memberCsv);
  const membersLimit = await localLimit(imported.itemsPerRow, Math.min(MEMBER_ROWS, RAW_SAMPLE), RAW_SAMPLE);
  const memberRatio = imported.rate / membersLimit;
  failed ||= memberRatio < MIN_RATIO || imported.done !== MEMBER_ROWS;
  console.log(`Members with opening balances, ${MEMBER_ROWS.toLocaleString('en')} rows (${CHUNKS_IN_PARALLEL} chunk workers at once):`);
  console.log(`  ${imported.rate.toFixed(0)} members/s through the pipeline; ${membersLimit.toFixed(0)} bare ${imported.itemsPerRow}-item TransactWriteItems/s (the local limit)`);
  console.log(`  ratio ${(memberRatio * 100).toFixed(1)} %  target >= ${MIN_RATIO * 100} %  ${verdict(memberRatio >= MIN_RATIO)}`);
  console.log(`  per member: ${imported.perRow}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await dynamo.stop();
}
process.exitCode = failed ? 1 : 0;

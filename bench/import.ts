/**
 * npm run bench:import — what an import costs on the local stack, in one run:
 *   - the plan step on a 1,000,000-row CSV file (the streaming pass that validates the file and
 *     cuts it into chunks): its time and the process's peak RSS, which must stay under 256 MB
 *     whatever the file's size;
 *   - activity credits imported per second through the chunk workers (BENCH_IMPORT_ROWS rows
 *     over BENCH_IMPORT_MEMBERS members, CHUNKS_IN_PARALLEL workers at once, as the local server
 *     runs them), beside the same credits' TransactWriteItems sent straight to DynamoDB Local at the
 *     same concurrency (the local limit), and their ratio; and the WCU per imported row.
 *
 * Environment: BENCH_PLAN_ROWS (1,000,000), BENCH_IMPORT_ROWS (2,000), BENCH_IMPORT_MEMBERS (400).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { startBenchTable } from './support/bench-table.js';

const PLAN_ROWS = Number(process.env.BENCH_PLAN_ROWS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2_000);
const IMPORT_MEMBERS = Number(process.env.BENCH_IMPORT_MEMBERS ?? 400);
const MAX_RSS_MB = 256;
const MIN_RATIO = 0.5;

process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// As many chunks as the local runner takes at once, so the rows go CHUNKS_IN_PARALLEL x 8 at a time (8 members per chunk).
process.env.IMPORT_CHUNK_ROWS ||= String(Math.ceil(IMPORT_ROWS / 4));
const dynamo = await startBenchTable();
const { dispatch } = await import('../local/dispatch.js');
const { runImportPipeline, CHUNKS_IN_PARALLEL } = await import('../local/import-pipeline.js');
const { fileStore } = await import('../shared/imports/file-store.js');
const { planFile } = await import('../shared/imports/import-files.js');
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
  const plan = await planFile(createReadStream(big), 'csv', (columns) => headerProblem('activity_credits', columns));
  const planSeconds = (performance.now() - planStarted) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const peakMb = peak / 1024 / 1024;
  const planOk = plan.rows === PLAN_ROWS && peakMb < MAX_RSS_MB;
  failed ||= !planOk;
  console.log(`Plan step, ${PLAN_ROWS.toLocaleString('en')} rows (${(await import('node:fs')).statSync(big).size.toLocaleString('en')} bytes): ${plan.chunks.length} chunks in ${planSeconds.toFixed(1)} s (${Math.round(PLAN_ROWS / planSeconds).toLocaleString('en')} rows/s)`);
  console.log(`  peak RSS ${peakMb.toFixed(0)} MB (before the pass ${(before / 1024 / 1024).toFixed(0)} MB)  target < ${MAX_RSS_MB} MB  ${verdict(planOk)}`);
  rmSync(big);

  // ---- credits through the chunk workers, against the same writes sent straight ----
  const client = await send('POST', '/admin/v1/clients', { name: 'Import bench' });
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
    members.push(JSON.parse(member.body ?? '{}').id);
  });
  const csv = ['user_id,activity_id,num_points,external_id', ...Array.from({ length: IMPORT_ROWS }, (_unused, row) => `${members[row % members.length]},${activity.id},1,credit-${row}`)].join('\n');
  const created = await send('POST', `/admin/v1/clients/${client.client_id}/imports`, { kind: 'activity_credits', format: 'csv' });
  const key = `imports/${client.client_id}/${created.import_id}/file`;
  await fileStore().write(key, csv);
  const meter = new DynamoMeter();
  meter.attach(documentClient);
  meter.reset();
  const importStarted = performance.now();
  await runImportPipeline(key);
  const importSeconds = (performance.now() - importStarted) / 1000;
  const cost = meter.reset();
  const done = await send('GET', `/admin/v1/clients/${client.client_id}/imports/${created.import_id}`);
  const importRate = done.rows_done / importSeconds;

  // The local limit: a credit's transaction (member, ledger entry, rank entry and nodes, stream,
  // answer record), here as many puts per transaction as the import's average (a transactional
  // write costs 2 WCU an item), sent straight at the same concurrency as the workers' rows.
  const itemsPerCredit = Math.max(1, Math.round(cost.writeUnits / 2 / Math.max(1, done.rows_done)));
  const rawStarted = performance.now();
  await inParallel(Array.from({ length: IMPORT_ROWS }, (_unused, row) => row), CHUNKS_IN_PARALLEL * 8, async (row) => {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: itemsPerCredit }, (_item, item) => ({ Put: { TableName: tableName(), Item: { PK: `BENCH#RAW#${row % IMPORT_MEMBERS}#${item}`, SK: `ROW#${row}`, n: row } } })),
      }),
    );
  });
  const rawRate = IMPORT_ROWS / ((performance.now() - rawStarted) / 1000);
  const ratio = importRate / rawRate;
  failed ||= ratio < MIN_RATIO || done.rows_done !== IMPORT_ROWS;
  console.log(`Activity credits, ${IMPORT_ROWS.toLocaleString('en')} rows over ${IMPORT_MEMBERS} members (${CHUNKS_IN_PARALLEL} chunk workers at once):`);
  console.log(`  ${importRate.toFixed(0)} rows/s through the pipeline; ${rawRate.toFixed(0)} bare ${itemsPerCredit}-item TransactWriteItems/s (the local limit)`);
  console.log(`  ratio ${(ratio * 100).toFixed(0)} %  target >= ${MIN_RATIO * 100} %  ${verdict(ratio >= MIN_RATIO)}`);
  console.log(`  per row: ${(cost.calls / IMPORT_ROWS).toFixed(1)} DynamoDB calls, ${(cost.writeUnits / IMPORT_ROWS).toFixed(1)} WCU, ${(cost.readUnits / IMPORT_ROWS).toFixed(1)} RCU`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await dynamo.stop();
}
process.exitCode = failed ? 1 : 0;

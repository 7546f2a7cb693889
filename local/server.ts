import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTable, startDynamoLocal, type DynamoLocal } from './dynamo-local.js';
import { createLocalHttpServer } from './http-server.js';
import { JavaMissing } from './java-process.js';

/**
 * `npm start`: DynamoDB Local plus every route of the route table, served over HTTP exactly as
 * API Gateway would invoke the functions. Data lives under .data/ (IN_MEMORY=1 keeps it in memory).
 */
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';
const DATA_DIR = process.env.DATA_DIR ?? '.data';
const IN_MEMORY = process.env.IN_MEMORY === '1';
const TABLE_NAME = process.env.TABLE_NAME ?? 'rewards';
/** How often the scheduled jobs run locally; 0 turns them off. */
const JOBS_EVERY_SECONDS = Number(process.env.JOBS_EVERY_SECONDS ?? 5);

async function main(): Promise<void> {
  // Functions run on Node.js 22 in AWS; the SDK's notice about an older local Node.js is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
  let dynamo: DynamoLocal;
  try {
    dynamo = await startDynamoLocal({ dataDir: IN_MEMORY ? undefined : join(DATA_DIR, 'dynamodb') });
  } catch (error) {
    // A missing Java is the user's to fix: one sentence, no stack trace.
    console.error(error instanceof JavaMissing ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await dynamo.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('exit', () => void dynamo.stop());

  try {
    await ensureTable(dynamo.endpoint, TABLE_NAME);
    process.env.TABLE_NAME = TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.ADMIN_TOKEN ||= randomBytes(18).toString('base64url');
    // Links in answers point at this server, whatever Host or X-Forwarded-* headers a request carries.
    process.env.PUBLIC_BASE_URL ||= `http://${HOST}:${PORT}`;
    process.env.POWERTOOLS_LOG_LEVEL ||= 'WARN';

    // Imported only now: modules read their configuration when first loaded.
    const { dispatch } = await import('./dispatch.js');
    const { seedDemoProgram } = await import('./seed.js');

    const demoFile = join(DATA_DIR, 'demo.json');
    let demo: { client_id: string; api_key: string; member_ids: number[] };
    if (!IN_MEMORY && existsSync(demoFile)) {
      demo = JSON.parse(readFileSync(demoFile, 'utf8'));
    } else {
      demo = await seedDemoProgram();
      if (!IN_MEMORY) {
        mkdirSync(DATA_DIR, { recursive: true });
        writeFileSync(demoFile, JSON.stringify(demo, null, 2));
      }
    }

    // Webhook endpoints on this machine (http://127.0.0.1) are accepted locally, never in AWS.
    process.env.WEBHOOKS_ALLOW_LOOPBACK ||= '1';
    const { startStreamConsumer } = await import('./stream-consumer.js');
    await startStreamConsumer(dynamo.endpoint, TABLE_NAME, {
      everyMs: 500,
      onError: (error) => console.error('webhook dispatch failed (the batch will be read again):', error),
    });

    if (JOBS_EVERY_SECONDS > 0) {
      const { scheduleJobs } = await import('./job-schedule.js');
      scheduleJobs(JOBS_EVERY_SECONDS, (job, error) => console.error(`scheduled job ${job.name} failed:`, error));
    }

    const server = createLocalHttpServer(dispatch);
    server.listen(PORT, HOST, () => {
      const base = `http://${HOST}:${PORT}`;
      console.log(`Rewards API listening on ${base}`);
      console.log(`  DynamoDB Local: ${dynamo.endpoint} (${IN_MEMORY ? 'in memory' : `data in ${DATA_DIR}/`})`);
      console.log(
        `  jobs:           ${JOBS_EVERY_SECONDS > 0 ? `every ${JOBS_EVERY_SECONDS} s (pending points, expiry, member erasure; JOBS_EVERY_SECONDS=0 turns them off)` : 'off'}`,
      );
      console.log(
        `  routes:         ${process.env.ISOLATE_ROUTES === '1' ? 'one container (worker thread) per route, as in AWS' : 'all in this process (ISOLATE_ROUTES=1: one container per route)'}`,
      );
      console.log(`  demo api_key:   ${demo.api_key}`);
      console.log(`  demo members:   ${demo.member_ids.join(', ')}`);
      console.log(`  admin token:    ${process.env.ADMIN_TOKEN}`);
      console.log(`  API reference:  ${base}/docs`);
      console.log(`  try: curl '${base}/v2/users/${demo.member_ids[0]}?api_key=${demo.api_key}'`);
    });
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

void main();

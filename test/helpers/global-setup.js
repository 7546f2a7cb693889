// Jest loads global setup outside its module system, so the TypeScript launcher is loaded through tsx.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/**
 * One DynamoDB Local for the whole integration run, on a free port, in memory, with a table per
 * jest worker (test-env.ts picks the worker's): suites running at once never see each other's
 * items, which matters where a suite moves its clock ahead or runs a job over every program.
 */
export default async function globalSetup(globalConfig) {
  // Functions run on Node.js 22 in AWS; the SDK's notice about an older local Node.js is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { startDynamoLocal, ensureTable } = await tsImport('../../local/dynamo-local.ts', import.meta.url);
  let dynamo;
  try {
    dynamo = await startDynamoLocal();
  } catch (error) {
    if (error?.name !== 'JavaMissing') throw error;
    // The integration tests cannot run without Java: say so in one sentence, not a stack trace.
    console.error(`\n${error.message}`);
    process.exit(1);
  }
  const tableName = 'rewards-test';
  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
  for (let worker = 1; worker <= workers; worker++) await ensureTable(dynamo.endpoint, `${tableName}-${worker}`);
  globalThis.__dynamoLocal = dynamo;
  // Workers start after this and inherit the environment.
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  // The tables' common name; each worker's is this and its JEST_WORKER_ID.
  process.env.TABLE_NAME = tableName;
  process.env.ADMIN_TOKEN = 'test-admin-token';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // Every DynamoDB request of a route handler is recorded here and checked against IAM at teardown.
  process.env.IAM_TRACE_DIR = mkdtempSync(join(tmpdir(), 'rewards-iam-trace-'));
  // Import files go to a directory standing in for the bucket, as under the local server.
  process.env.LOCAL_FILES_DIR = mkdtempSync(join(tmpdir(), 'rewards-files-'));
}

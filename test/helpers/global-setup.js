// Jest loads global setup outside its module system, so the TypeScript launcher is loaded through tsx.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** One DynamoDB Local for the whole integration run, on a free port, in memory. */
export default async function globalSetup() {
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
  await ensureTable(dynamo.endpoint, tableName);
  globalThis.__dynamoLocal = dynamo;
  // Workers start after this and inherit the environment.
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = tableName;
  process.env.ADMIN_TOKEN = 'test-admin-token';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // Every DynamoDB request of a route handler is recorded here and checked against IAM at teardown.
  process.env.IAM_TRACE_DIR = mkdtempSync(join(tmpdir(), 'rewards-iam-trace-'));
  // Import files go to a directory standing in for the bucket, as under the local server.
  process.env.LOCAL_FILES_DIR = mkdtempSync(join(tmpdir(), 'rewards-files-'));
}

import { ensureTable, startDynamoLocal } from '../../local/dynamo-local.js';
import { scratchDirectory } from '../../local/scratch-directory.js';

/**
 * What every benchmark starts from: its own DynamoDB Local in memory with the service's table,
 * and the environment the product modules read when first imported (so a benchmark imports them
 * only after this). Answers DynamoDB Local, for the benchmark to stop when it ends.
 */
export async function startBenchTable(): Promise<Awaited<ReturnType<typeof startDynamoLocal>>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ||= 'true';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  // The business metrics' EMF lines are for CloudWatch: in a benchmark's output they are noise.
  process.env.POWERTOOLS_METRICS_DISABLED ||= 'true';
  process.env.ADMIN_TOKEN = 'bench-admin-token';
  process.env.TABLE_NAME = 'rewards-bench';
  // Import files go to a directory standing in for the bucket, as under the local server; it goes when the bench ends.
  process.env.LOCAL_FILES_DIR ||= scratchDirectory('rewards-bench-files-');
  const dynamo = await startDynamoLocal();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  try {
    await ensureTable(dynamo.endpoint, process.env.TABLE_NAME);
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  return dynamo;
}

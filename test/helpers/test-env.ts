// Runs in each integration worker before its modules load.
if (!process.env.DYNAMODB_ENDPOINT || !process.env.TABLE_NAME) {
  throw new Error('integration tests need the DynamoDB Local started by global setup');
}
// This worker's own table (global setup made one per worker); set once, as every suite of the worker runs here.
process.env.TABLE_NAME = process.env.TABLE_NAME.replace(/(-\d+)?$/, `-${process.env.JEST_WORKER_ID ?? '1'}`);
process.env.POWERTOOLS_LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'SILENT';
// The address links in answers are built on, as the local server sets its own.
process.env.PUBLIC_BASE_URL = 'http://localhost';
// Business counters stay off stdout (test/integration/metrics.test.ts reads them off the Metrics instance).
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// Webhook endpoints of the tests' receivers listen on 127.0.0.1, as the local server allows.
process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
// Imports of a few dozen rows already span several chunks, so chunk boundaries are exercised cheaply.
process.env.IMPORT_CHUNK_ROWS = '40';
// A flood of a few thousand bad api_keys already overflows a container's memory of keys, so it is read cheaply.
process.env.API_KEY_CACHE_ENTRIES = '1000';
// Exports of a handful of members already span several pages of each shard, so the walks' loops are exercised cheaply.
process.env.EXPORT_PAGE_MEMBERS = '2';

import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { takeTrace, traceDynamoAccess } from './dynamo-trace.js';

// Runs in each integration test file: every DynamoDB request a route makes is recorded, and the
// global teardown checks the whole suite's requests against the routes' IAM policies.
const traceDir = process.env.IAM_TRACE_DIR;
if (traceDir) {
  traceDynamoAccess();
  afterAll(() => {
    const accesses = takeTrace();
    if (accesses.length) appendFileSync(join(traceDir, `${process.pid}.jsonl`), accesses.map((access) => JSON.stringify(access)).join('\n') + '\n');
  });
}

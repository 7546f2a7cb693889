import { rmSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

/**
 * Stops DynamoDB Local and removes the files directory, then replays every DynamoDB request that route handlers made during the
 * suite against the IAM policy of each route's function: DynamoDB Local ignores IAM, AWS does not.
 */
export default async function globalTeardown() {
  await globalThis.__dynamoLocal?.stop();
  if (process.env.LOCAL_FILES_DIR) rmSync(process.env.LOCAL_FILES_DIR, { recursive: true, force: true });
  const traceDir = process.env.IAM_TRACE_DIR;
  if (!traceDir) return;
  try {
    const { checkSuiteTrace } = await tsImport('./iam-suite-check.ts', import.meta.url);
    const { checked, refused } = checkSuiteTrace(traceDir);
    if (refused.length) {
      throw new Error(`IAM replay: ${refused.length} distinct DynamoDB requests of the suite's ${checked} would be refused in AWS:\n  ${refused.join('\n  ')}`);
    }
  } finally {
    rmSync(traceDir, { recursive: true, force: true });
  }
}

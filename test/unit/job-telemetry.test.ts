import { jest } from '@jest/globals';
import type { Context, ScheduledEvent } from 'aws-lambda';

// This file reads the lines the metrics write, whatever the environment of the run says: the
// Metrics instance reads the switch when its module loads.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const { withJobTelemetry } = await import('../../shared/telemetry/job-telemetry.js');
const { logger } = await import('../../shared/support/logger.js');
const { countPointsExpired, metrics } = await import('../../shared/support/metrics.js');
const { scheduledJob } = await import('../../shared/jobs/scheduled-job.js');

const context = {
  functionName: 'ExpirePoints',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:ExpirePoints',
  memoryLimitInMB: '1024',
  awsRequestId: 'lambda-request-1',
  getRemainingTimeInMillis: () => 60_000,
} as Context;

/** The JSON lines written on stdout while `run` runs (log lines at INFO and EMF documents). */
async function stdoutJson(run: () => Promise<unknown>): Promise<Array<Record<string, any>>> {
  const written: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const level = logger.getLevelName();
  logger.setLogLevel('INFO');
  try {
    await run().catch(() => undefined);
  } finally {
    logger.setLogLevel(level);
    write.mockRestore();
  }
  return written.join('').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
}

describe('job and stream handler telemetry', () => {
  beforeEach(() => metrics.clearMetrics());

  it('puts the Lambda context and the EventBridge event id on the lines of a scheduled run, and only of that run', async () => {
    const handler = scheduledJob({ run: 'test run', memberFailed: 'test member failed' }, async () => ({ visited: 3 }));

    const lines = await stdoutJson(() => handler({ id: 'event-7' } as ScheduledEvent, context));

    const run = lines.find((line) => line.message === 'test run');
    expect(run).toMatchObject({
      visited: 3,
      service: 'rewards-api',
      function_name: 'ExpirePoints',
      function_request_id: 'lambda-request-1',
      cold_start: expect.any(Boolean),
      correlation_id: 'event-7',
    });
    expect(logger.getCorrelationId()).toBeUndefined();
  });

  it('flushes the counts of an invocation as it ends, when it fails too', async () => {
    const failing = withJobTelemetry(async (_event: unknown, _context: Context) => {
      countPointsExpired(30);
      throw new Error('the table is gone');
    });

    const lines = await stdoutJson(() => failing({}, context));

    expect(lines.filter((line) => line._aws)).toEqual([expect.objectContaining({ PointsExpired: 30, service: 'rewards-api' })]);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});

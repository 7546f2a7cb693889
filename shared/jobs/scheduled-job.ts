import type { Context, ScheduledEvent } from 'aws-lambda';
import { nowSeconds } from '../support/clock.js';
import { withJobTelemetry } from '../telemetry/job-telemetry.js';
import { logger } from '../support/logger.js';

/** Time kept in hand when a job stops taking new work, so a run never dies mid-batch. */
const SAFETY_MARGIN_MS = 15_000;

export interface JobOptions {
  timeLeft: () => boolean;
  onMemberFailed: (member: { client_id: string; member_id: number }, error: unknown) => void;
}

/**
 * A scheduled (EventBridge) job's handler: runs `work` at the current time until the function is
 * about to time out, logs each member it could not handle (the next run retries it) and the
 * run's figures. Its log lines carry the Lambda context and the EventBridge event id as
 * correlation_id, and the run's business counts are flushed when it ends (withJobTelemetry).
 */
export function scheduledJob<R extends object>(names: { run: string; memberFailed: string }, work: (now: number, options: JobOptions) => Promise<R>) {
  const handler = async (_event: ScheduledEvent | Record<string, never>, context: Pick<Context, 'getRemainingTimeInMillis'> & Partial<Context>): Promise<R> => {
    const run = await work(nowSeconds(), {
      timeLeft: () => context.getRemainingTimeInMillis() > SAFETY_MARGIN_MS,
      onMemberFailed: (member, error) => logger.error(names.memberFailed, { ...member, error: error as Error }),
    });
    logger.info(names.run, { ...(run as Record<string, unknown>) });
    return run;
  };
  return withJobTelemetry(handler, (event) => ('id' in event ? event.id : undefined));
}

import type { Context, ScheduledEvent } from 'aws-lambda';
import { nowSeconds } from './clock.js';
import { logger } from './logger.js';

/** Time kept in hand when a job stops taking new work, so a run never dies mid-batch. */
const SAFETY_MARGIN_MS = 15_000;

export interface JobOptions {
  timeLeft: () => boolean;
  onMemberFailed: (member: { client_id: string; member_id: number }, error: unknown) => void;
}

/**
 * A scheduled (EventBridge) job's handler: runs `work` at the current time until the function is
 * about to time out, logs each member it could not handle (the next run retries it) and the
 * run's figures.
 */
export function scheduledJob<R extends object>(names: { run: string; memberFailed: string }, work: (now: number, options: JobOptions) => Promise<R>) {
  return async (_event: ScheduledEvent | Record<string, never>, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<R> => {
    const run = await work(nowSeconds(), {
      timeLeft: () => context.getRemainingTimeInMillis() > SAFETY_MARGIN_MS,
      onMemberFailed: (member, error) => logger.error(names.memberFailed, { ...member, error: error as Error }),
    });
    logger.info(names.run, { ...(run as Record<string, unknown>) });
    return run;
  };
}

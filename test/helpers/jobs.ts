import { jobFunctionDescription } from '../../lib/functions.js';
import { jobs } from '../../lib/jobs.js';
import { runAsFunction } from '../../local/invocation.js';
import { advanceClock, nowSeconds } from '../../shared/support/clock.js';

/**
 * A scheduled job's handler as its schedule would invoke it: its work is attributed to the job's
 * function (the IAM replay checks it against that function's policy).
 */
export function asScheduledJob<E, C, R>(name: string, handler: (event: E, context: C) => Promise<R>): (event: E, context: C) => Promise<R> {
  const job = jobs.find((row) => row.name === name);
  if (!job) throw new Error(`no scheduled job ${name} in lib/jobs.ts`);
  return (event, context) => runAsFunction(jobFunctionDescription(job), () => handler(event, context));
}

/** Moves the test clock forward to `at` (never back: the service clock only advances). */
export function clockTo(at: number): void {
  const step = at - nowSeconds();
  if (step < 0) throw new Error('the clock only moves forward');
  advanceClock(step);
}

import { jobFunctionDescription } from '../../lib/functions.js';
import { jobs } from '../../lib/jobs.js';
import { runAsFunction } from '../../local/invocation.js';

/**
 * A scheduled job's handler as its schedule would invoke it: its work is attributed to the job's
 * function (the IAM replay checks it against that function's policy).
 */
export function asScheduledJob<E, C, R>(name: string, handler: (event: E, context: C) => Promise<R>): (event: E, context: C) => Promise<R> {
  const job = jobs.find((row) => row.name === name);
  if (!job) throw new Error(`no scheduled job ${name} in lib/jobs.ts`);
  return (event, context) => runAsFunction(jobFunctionDescription(job), () => handler(event, context));
}

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobFunctionDescription } from '../lib/functions.js';
import { jobs, type Job } from '../lib/jobs.js';
import { runAsFunction } from './invocation.js';
import { lambdaContext } from './lambda-context.js';

/**
 * The scheduled jobs of lib/jobs.ts, run by the local server as EventBridge runs them in AWS,
 * only much more often (every few seconds rather than every few minutes), so a deletion or an
 * expiry completes within seconds on a laptop. A job's runs never overlap, as in AWS where its
 * timeout is below its period.
 */

type JobHandler = (event: Record<string, never>, context: { getRemainingTimeInMillis: () => number }) => Promise<unknown>;

const ROOT = resolve(new URL('..', import.meta.url).pathname);

export interface JobSchedule {
  stop(): Promise<void>;
}

/** `onRun` is handed each run's result (the daily export job's exports are then run, as their requests' events run them in AWS). */
export function scheduleJobs(everySeconds: number, onError: (job: Job, error: unknown) => void, onRun?: (job: Job, result: unknown) => void): JobSchedule {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const handler = import(pathToFileURL(resolve(ROOT, job.entry)).href).then((module: { handler: JobHandler }) => module.handler);
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const context = lambdaContext(job.name, job.timeoutSeconds * 1000);
      const run = handler
        .then((invoke) => runAsFunction(jobFunctionDescription(job), () => invoke({}, context)))
        .then((result) => onRun?.(job, result))
        .catch((error) => onError(job, error))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, everySeconds * 1000);
  });
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}

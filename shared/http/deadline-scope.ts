import type { Context } from 'aws-lambda';
import { RequestDeadline, runWithDeadline } from '../data/request-deadline.js';

/** Room kept after the deadline to send and log the answer before Lambda stops the function. */
export const ANSWER_MARGIN_MS = 1_000;
/** How long a write keeps retrying against other writers of the same records before it answers 409. */
export const CONTENTION_BUDGET_MS = 3_000;

/** A request's deadline: the function's remaining time less the margin, its retries within the contention budget. */
export function deadlineOf(context: Pick<Context, 'getRemainingTimeInMillis'>, now: number = Date.now()): RequestDeadline {
  const answerBy = now + context.getRemainingTimeInMillis() - ANSWER_MARGIN_MS;
  return new RequestDeadline(answerBy, Math.min(now + CONTENTION_BUDGET_MS, answerBy));
}

/**
 * A route's invocation under its deadline: when the time is up every DynamoDB call still under
 * way is aborted (the stack then answers 503 or 504, see RequestDeadline), and once the answer
 * is made whatever is left of the request's work is cancelled rather than left running.
 */
export function withinDeadline<E, C extends Pick<Context, 'getRemainingTimeInMillis'>, R>(
  invoke: (event: E, context: C) => Promise<R>,
): (event: E, context: C) => Promise<R> {
  return async (event, context) => {
    const deadline = deadlineOf(context);
    const timer = setTimeout(() => deadline.abort(), Math.max(0, deadline.remaining()));
    try {
      return await runWithDeadline(deadline, () => invoke(event, context));
    } finally {
      clearTimeout(timer);
      deadline.end();
    }
  };
}

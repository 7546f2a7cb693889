import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import { ApiError } from '../errors.js';

/**
 * The time a request has to answer, held for everything it calls without being handed down:
 * every DynamoDB call it makes carries the deadline's abort signal, and optimistic writes stop
 * retrying once their contention budget is spent. So an answer is never sent while the
 * request's work goes on behind it, and what the answer says about the table is true:
 * - 409 conflict: other writers kept winning; nothing was written.
 * - 503 unavailable: the deadline came before any write was sent; nothing was written.
 * - 504 outcome_unknown: the deadline came after a write was sent; it may have been applied,
 *   and a repeat with the same Idempotency-Key answers what it did.
 */
export class RequestDeadline {
  readonly #controller = new AbortController();
  #writeSent = false;

  constructor(
    /** Epoch ms by which the answer must go out. */
    readonly answerBy: number,
    /** Epoch ms after which a transaction cancelled by another writer is not tried again. */
    readonly retryUntil: number,
  ) {
    // Every call in flight listens to the signal: a request reading eight shards and more at once is no leak.
    setMaxListeners(64, this.#controller.signal);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Milliseconds left until the answer must go out. */
  remaining(now: number = Date.now()): number {
    return this.answerBy - now;
  }

  /** Called as a write leaves for DynamoDB: from then on, an abort leaves its outcome unknown. */
  noteWriteSent(): void {
    this.#writeSent = true;
  }

  /** Cancels every call still under way, telling them why. */
  abort(): void {
    this.#controller.abort(this.unfinished());
  }

  /**
   * What the request can say when it cannot finish, by what it has sent: 503 when no write left
   * for DynamoDB, 504 once one did.
   */
  unfinished(): ApiError {
    return this.#writeSent ? outcomeUnknown() : deadlineReached();
  }

  /**
   * Cancels whatever is left once the answer is made. Its reason is made once for every request:
   * nothing answers with it, and an error's stack is not worth building on every request.
   */
  end(): void {
    this.#controller.abort(REQUEST_ENDED);
  }

  /** The error an aborted call answers with. */
  get reason(): ApiError {
    return (this.signal.reason as ApiError | undefined) ?? deadlineReached();
  }
}

const RETRY_AFTER = { 'retry-after': '1' };

const REQUEST_ENDED = new ApiError('unavailable', 'the request was answered before this work finished');

export const deadlineReached = () => new ApiError('unavailable', 'the request could not be completed in time; nothing was written, try again', RETRY_AFTER);

export const outcomeUnknown = () =>
  new ApiError(
    'outcome_unknown',
    'the request ran out of time after its change was sent: it may have been applied. Repeat it with the same Idempotency-Key to learn the outcome',
  );

export const contention = () => new ApiError('conflict', 'other requests are changing the same records; nothing was written, try again', RETRY_AFTER);

const deadlines = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` under `deadline`: the DynamoDB calls it makes, however deep, are bound by it. */
export function runWithDeadline<T>(deadline: RequestDeadline, work: () => Promise<T>): Promise<T> {
  return deadlines.run(deadline, work);
}

/** The deadline of the request being served, if any (jobs and tools run without one). */
export function currentDeadline(): RequestDeadline | undefined {
  return deadlines.getStore();
}

/**
 * Runs `work` outside any request's deadline: for a load that other requests share (a cached
 * catalogue), which one request's deadline must not cancel under the others.
 */
export function outsideRequest<T>(work: () => T): T {
  return deadlines.exit(work);
}

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.js';
import { dataEvents } from './data-events.js';
import { contention, currentDeadline } from './request-deadline.js';
import { cancellationMeaning, conditionFailed, itemOf, type CancellationCodes, type TransactItem, type WriteItem } from './transaction-items.js';

export { cancellationMeaning, guarded, type CancellationCodes, type GuardedItem, type TransactItem, type WriteItem } from './transaction-items.js';

/**
 * What a retry-safe request (one with an Idempotency-Key) writes beside its effects: the item
 * recording its answer, conditioned on no answer being recorded yet, so that the effects and the
 * record commit together or not at all. The caller passes it to the transaction that produces the answer.
 */
export interface AnswerRecord {
  /** True once the record has committed: later transactions of the same request add nothing. */
  readonly committed: boolean;
  item(result: unknown): TransactItem;
  markCommitted(): void;
  /** The answer recorded by the copy of this request that committed first. */
  recordedResult(): Promise<unknown>;
}

export function cancellationCodes(error: unknown): CancellationCodes | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** What to do once an item's transaction has committed, by item: the item itself stays as DynamoDB takes it. */
const commitEffects = new WeakMap<TransactItem, () => void>();

/**
 * Marks `item` with what its commit means beyond the table (a business count): `effect` runs once
 * the transaction that writes the item commits, and never when it is cancelled or only built.
 * Answers the item, for composing.
 */
export function onCommit(item: TransactItem, effect: () => void): TransactItem {
  commitEffects.set(item, effect);
  return item;
}

export async function writeTransaction(items: WriteItem[], clientRequestToken?: string): Promise<void> {
  const transactItems = items.map(itemOf);
  await documentClient.send(new TransactWriteCommand({ TransactItems: transactItems, ClientRequestToken: clientRequestToken }));
  for (const item of transactItems) commitEffects.get(item)?.();
}

export interface OptimisticWrite<T> {
  items: WriteItem[];
  /** What the caller gets back. On idempotent routes it is also the stored response body. */
  result: T;
}

/** Without a request deadline (jobs), attempts are bounded by number instead. */
const MAX_ATTEMPTS = 40;

/** Full jitter keeps a burst of writers to one member from retrying in lockstep. */
const backoffMs = (attempt: number) => Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6));

/** Waits `ms`, or less when the request's deadline cuts the wait short (it then throws the deadline's error). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Waits before another try of a transaction another writer held: full jitter, cut short by the request's deadline. */
export const pauseBeforeRetry = (attempt: number): Promise<void> => pause(backoffMs(attempt), currentDeadline()?.signal);

/**
 * Whether another attempt fits: within the request's contention budget, with room for an attempt
 * as long as the last one took, so the answer goes out on time whatever the attempt does.
 */
function mayRetry(attempt: number, lastAttemptMs: number, waitMs: number): boolean {
  const deadline = currentDeadline();
  if (!deadline) return attempt < MAX_ATTEMPTS;
  return Date.now() + waitMs + lastAttemptMs <= deadline.retryUntil;
}

/**
 * The last look once the contention budget is spent: the writer that kept winning may have done
 * this request's work already (a void, a claim), which a read shows and then answers without a
 * write. Anything still to write answers 409 conflict, having written nothing.
 */
async function settledWithoutWriting<T>(build: () => Promise<OptimisticWrite<T>>, recording: boolean): Promise<T> {
  const write = await build();
  if (write.items.length === 0 && !recording) return write.result;
  throw contention();
}

/**
 * Reads a snapshot, builds a transaction from it and writes it; when the transaction is
 * cancelled because another writer got there first (a TransactionConflict, or a snapshot
 * check failing) it reads again and rebuilds. A guarded condition that fails (not enough
 * points, no stock) surfaces as the guard's error. With an answer record, the first attempt
 * that commits also records the answer, and a concurrent copy of the same request that
 * committed first is answered with its answer. Retries stop within the request's contention
 * budget with 409 conflict: every attempt was cancelled, so nothing was written.
 *
 * The answer record is a required argument (undefined where the transaction does not produce
 * a request's answer), so a use case cannot leave out its request's record by omission.
 */
export async function optimisticTransaction<T>(build: () => Promise<OptimisticWrite<T>>, record: AnswerRecord | undefined): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const startedAt = Date.now();
    const write = await build();
    const recording = record !== undefined && !record.committed;
    // An answer that changes nothing is recorded too: a retry must replay it even once the state has moved on.
    if (write.items.length === 0 && !recording) return write.result;
    const recordIndex = recording ? write.items.length : -1;
    const items = recording ? [...write.items, record.item(write.result)] : write.items;
    try {
      await writeTransaction(items);
      record?.markCommitted();
      return write.result;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      // The same request committed concurrently: answer what it answered.
      if (recording && conditionFailed(codes[recordIndex])) return (await record.recordedResult()) as T;
      const meaning = cancellationMeaning(write.items, codes);
      if (meaning) throw meaning;
      const wait = backoffMs(attempt);
      if (!mayRetry(attempt, Date.now() - startedAt, wait)) return settledWithoutWriting(build, recording);
      dataEvents.transactionRetried();
      await pause(wait, currentDeadline()?.signal);
    }
  }
}

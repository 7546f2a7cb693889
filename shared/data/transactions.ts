import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.js';
import { currentIdempotency, idempotencyRecordItem, recordedAnswer } from './idempotency.js';
import { ApiError } from '../http/errors.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why DynamoDB cancelled each item of a transaction, in item order ('None' for items that were fine). */
export type CancellationCodes = string[];

/** Thrown by a transaction's builder-supplied check when a cancellation means "retry with fresh reads". */
export class StaleSnapshot extends Error {
  constructor() {
    super('snapshot changed during the transaction');
    this.name = 'StaleSnapshot';
  }
}

export function cancellationCodes(error: unknown): CancellationCodes | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

export async function writeTransaction(items: TransactItem[], clientRequestToken?: string): Promise<void> {
  await documentClient.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
}

export interface OptimisticWrite<T> {
  items: TransactItem[];
  /** What the caller gets back. On idempotent routes it is also the stored response body. */
  result: T;
  /**
   * Maps a cancellation to the domain error it means, or returns StaleSnapshot (or undefined)
   * when the snapshot the items were built from went stale and the write should be rebuilt.
   */
  onCancelled?: (codes: CancellationCodes) => Error | undefined;
}

const MAX_ATTEMPTS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads a snapshot, builds a transaction from it and writes it; when the transaction is
 * cancelled because another writer got there first (a TransactionConflict, or a version
 * condition on the snapshot failing) it reads again and rebuilds. Domain conditions that
 * fail (not enough points, no stock) surface as the error onCancelled returns.
 */
export async function optimisticTransaction<T>(build: () => Promise<OptimisticWrite<T>>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const write = await build();
    const idempotency = currentIdempotency();
    const recordIndex = idempotency && !idempotency.recorded ? write.items.length : -1;
    // An answer that changes nothing is recorded too: a retry must replay it even once the state has moved on.
    if (write.items.length === 0 && recordIndex < 0) return write.result;
    const items = recordIndex >= 0 ? [...write.items, idempotencyRecordItem(idempotency!, write.result, Math.floor(Date.now() / 1000))] : write.items;
    try {
      await writeTransaction(items);
      if (idempotency) idempotency.recorded = true;
      return write.result;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (recordIndex >= 0 && codes[recordIndex] === 'ConditionalCheckFailed') {
        // The same request committed concurrently: answer what it answered.
        const recorded = await recordedAnswer(idempotency!);
        if (!recorded) throw new ApiError('internal_error', 'idempotency record vanished');
        return recorded.result as T;
      }
      const conflict = codes.includes('TransactionConflict');
      const mapped = conflict ? undefined : write.onCancelled?.(codes);
      if (mapped && !(mapped instanceof StaleSnapshot)) throw mapped;
      if (attempt >= MAX_ATTEMPTS) throw error;
      // Full jitter keeps a burst of writers to one member from retrying in lockstep.
      await sleep(Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6)));
    }
  }
}

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** Transaction items and what their cancellation means: no I/O, so the rules are unit-tested. */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why DynamoDB cancelled each item of a transaction, in item order ('None' for items that were fine). */
export type CancellationCodes = string[];

/**
 * A transaction item with the error its failed condition means (out of stock, identifier taken).
 * An item without one is a snapshot check: its failed condition means "read again and rebuild".
 */
export interface GuardedItem {
  item: TransactItem;
  whenConditionFails: () => Error;
}

export const guarded = (item: TransactItem, whenConditionFails: () => Error): GuardedItem => ({ item, whenConditionFails });

export type WriteItem = TransactItem | GuardedItem;

const isGuarded = (entry: WriteItem): entry is GuardedItem => 'whenConditionFails' in entry;
export const itemOf = (entry: WriteItem): TransactItem => (isGuarded(entry) ? entry.item : entry);

export const conditionFailed = (code: string | undefined): boolean => code === 'ConditionalCheckFailed';

/**
 * What a cancellation means: undefined when the write should be rebuilt from fresh reads (a
 * conflicting writer, or a snapshot check that failed), otherwise the error of the first guarded
 * item whose condition failed. A stale snapshot wins over a guard, since the guard's verdict may
 * rest on what changed (a member's own concurrent update reserved the identifier, say).
 */
export function cancellationMeaning(items: WriteItem[], codes: CancellationCodes): Error | undefined {
  if (codes.includes('TransactionConflict')) return undefined;
  if (items.some((entry, index) => conditionFailed(codes[index]) && !isGuarded(entry))) return undefined;
  const guard = items.find((entry, index) => conditionFailed(codes[index]) && isGuarded(entry)) as GuardedItem | undefined;
  return guard?.whenConditionFails();
}

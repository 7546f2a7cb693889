import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { MiddlewareStack } from '@smithy/types';
import { documentClient } from '../../shared/data/client.js';

/**
 * DynamoDB Local never cancels a transaction with TransactionConflict; this makes the table
 * client's next `count` TransactWriteItems do so, as DynamoDB does when another writer touches
 * the same items. `remaining()` tells how many are still to come; `transactions()` how many
 * were sent in all; `stop()` takes the fault out.
 */
export function injectTransactionConflicts(count: number) {
  const name = `injectTransactionConflicts${Math.random().toString(36).slice(2)}`;
  let conflictsLeft = count;
  let sent = 0;
  const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        sent++;
        if (conflictsLeft > 0) {
          conflictsLeft--;
          throw new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }] });
        }
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { remaining: () => conflictsLeft, transactions: () => sent, stop: () => stack.remove(name) };
}

/**
 * Makes the TransactWriteItems calls that `pick` chooses (given each call's input as JSON) fail
 * with `error`: before DynamoDB sees them, or, with `committed`, after DynamoDB applied them, as
 * a connection dropped before the answer came back does (the caller cannot tell it was written).
 * `pick` is asked after the call was applied for a committed fault. `failed()` tells how many were
 * failed; `stop()` takes the fault out.
 */
export function failTransactions(pick: (input: string) => boolean, fault: { error: Error; committed: boolean }) {
  const name = `failTransactions${Math.random().toString(36).slice(2)}`;
  let failed = 0;
  const stack = documentClient.middlewareStack as unknown as MiddlewareStack<any, any>;
  stack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      // A committed fault picks among the calls DynamoDB applied: one cancelled on the way (a conflict) is not lost.
      const answer = fault.committed ? await next(args) : undefined;
      if (!pick(JSON.stringify(args.input))) return answer ?? next(args);
      failed++;
      throw fault.error;
    },
    { step: 'initialize', name },
  );
  return { failed: () => failed, stop: () => stack.remove(name) };
}

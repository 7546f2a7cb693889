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

import { channel } from 'node:diagnostics_channel';
import { setImmediate } from 'node:timers/promises';

/** Longest stretch of synchronous work between two yields: well under the 50 ms a request may wait behind it. */
export const TURN_BUDGET_MS = 10;

/** Where each spend() is announced (nothing is published while nobody listens): tests count that work passes through its budget. */
export const TURN_BUDGET_CHANNEL = 'rewards:turn-budget';
const spends = channel(TURN_BUDGET_CHANNEL);

/**
 * Long synchronous work (reading and checking thousands of rows) shares its process with
 * requests: the local server runs the import pipeline in-process, and a Lambda container its
 * extension and SDK timers. `spend()` answers at once while the work has used less than
 * `budgetMs` since its last yield, and otherwise yields a turn of the event loop first, so no
 * stretch of the work holds the loop much past the budget. `clock` is injectable for tests.
 */
export function turnBudget(budgetMs = TURN_BUDGET_MS, clock: () => number = () => performance.now()) {
  let since = clock();
  let yields = 0;
  return {
    async spend(): Promise<void> {
      if (spends.hasSubscribers) spends.publish(undefined);
      if (clock() - since < budgetMs) return;
      yields++;
      await setImmediate();
      since = clock();
    },
    /** How often the work gave the loop back. */
    get yields(): number {
      return yields;
    },
  };
}

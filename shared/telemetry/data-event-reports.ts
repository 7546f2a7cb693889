import { logger } from '../support/logger.js';
import { countIdempotentReplay, countTransactionRetry } from '../support/metrics.js';
import { dataEvents } from '../data/data-events.js';

/** What the data layer notices (it measures and logs nothing itself) is counted with the business counters or logged. */
export function reportDataEventsToMetrics(): void {
  dataEvents.corruptItem = (found) => logger.error('corrupt item', found);
  dataEvents.transactionRetried = countTransactionRetry;
  // The answer (503 or 504) names no cause; the log keeps it.
  dataEvents.callUnanswered = (found) => logger.warn('DynamoDB did not answer', found);
  dataEvents.idempotentReplay = countIdempotentReplay;
}

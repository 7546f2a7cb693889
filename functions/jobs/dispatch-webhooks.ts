import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxEventsOf } from '../../shared/events/stream-records.js';
import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { logger } from '../../shared/support/logger.js';
import { dispatchEvents } from '../../shared/webhooks/deliveries.js';

/**
 * DynamoDB Streams consumer, not an HTTP route: the new outbox items of a batch, in stream
 * order, become webhook deliveries. An error fails the batch, which the stream hands over again:
 * recorded deliveries are not made twice. Log lines carry the Lambda context (withJobTelemetry).
 */
export const handler = withJobTelemetry(async (event: DynamoDBStreamEvent, _context: Context) => {
  const events = outboxEventsOf(event);
  if (events.length === 0) return { events: 0 };
  const run = await dispatchEvents(events);
  logger.info('webhook dispatch', { ...run });
  return run;
});

import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import type { OutboxEvent } from '../../shared/events/event-schemas.js';
import { withJobTelemetry } from '../../shared/http/job-telemetry.js';
import { logger } from '../../shared/support/logger.js';
import { dispatchEvents } from '../../shared/webhooks/deliveries.js';
import { OUTBOX_ITEM_TYPE } from '../../shared/events/event-schemas.js';

/**
 * DynamoDB Streams consumer, not an HTTP route: the new outbox items of a batch, in stream
 * order, become webhook deliveries. The event source already filters to inserted outbox items;
 * the check here keeps the handler right without that filter (the local stream reader).
 * An error fails the batch, which the stream hands over again: recorded deliveries are not
 * made twice. Log lines carry the Lambda context (withJobTelemetry).
 */
export const handler = withJobTelemetry(async (event: DynamoDBStreamEvent, _context: Context) => {
  const events = event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    if (record.eventName !== 'INSERT' || image?.type?.S !== OUTBOX_ITEM_TYPE) return [];
    return [unmarshall(image).event as OutboxEvent];
  });
  if (events.length === 0) return { events: 0 };
  const run = await dispatchEvents(events);
  logger.info('webhook dispatch', { ...run });
  return run;
});

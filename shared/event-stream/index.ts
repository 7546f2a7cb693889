import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { OUTBOX_ITEM_TYPE, type OutboxEvent } from '../events/index.js';
import { ledgerEntryStreamEvent } from '../points/index.js';
import { orderStreamEvent } from '../rewards/index.js';
import { CARRIER_TYPES, carriesEvent } from './stream-event-schemas.js';

export { carriesEvent, EVENT_CARRIERS } from './stream-event-schemas.js';

/**
 * The events of a stream batch, in stream order: each inserted outbox item's, and the event each
 * inserted ledger entry or redemption order carries, built from the item. The event sources
 * already filter to these inserts; the check here keeps a consumer right without that filter (the
 * local stream reader).
 */
export function streamEventsOf(batch: DynamoDBStreamEvent): OutboxEvent[] {
  return batch.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    if (record.eventName !== 'INSERT' || !image || !carriesEvent(image)) return [];
    const type = image.type?.S;
    const event =
      type === OUTBOX_ITEM_TYPE
        ? (unmarshall(image).event as OutboxEvent)
        : type === CARRIER_TYPES.ledgerEntry
          ? ledgerEntryStreamEvent(image)
          : orderStreamEvent(image);
    return event ? [event] : [];
  });
}

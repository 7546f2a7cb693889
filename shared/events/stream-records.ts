import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { OUTBOX_ITEM_TYPE, type OutboxEvent } from './event-schemas.js';

/**
 * The new outbox events of a stream batch, in stream order. The event source already filters to
 * inserted outbox items; the check here keeps a consumer right without that filter (the local
 * stream reader).
 */
export function outboxEventsOf(batch: DynamoDBStreamEvent): OutboxEvent[] {
  return batch.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    if (record.eventName !== 'INSERT' || image?.type?.S !== OUTBOX_ITEM_TYPE) return [];
    return [unmarshall(image).event as OutboxEvent];
  });
}

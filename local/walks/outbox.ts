import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { queryPages } from '../../shared/data/batch-reads.js';
import type { OutboxEvent } from '../../shared/events/index.js';
import { streamEventsOf } from '../../shared/event-stream/index.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';

/**
 * The events written for a member, oldest first, as the stream's readers build them: its outbox
 * items and the events its ledger entries and orders carry, in the order of their instants (and
 * ids within one second, as the outbox's own keys order them).
 */
export async function memberOutboxEvents(clientId: string, memberId: number): Promise<OutboxEvent[]> {
  const items = await queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId) },
    ConsistentRead: true,
  });
  const inserts = {
    Records: items.map((item) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) } })),
  } as DynamoDBStreamEvent;
  return streamEventsOf(inserts).sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import type { OutboxEvent } from '../../shared/events/index.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';
import { streamEventsOf } from '../../shared/event-stream/index.js';

/**
 * The events written for a member, oldest first, as the stream's readers build them: its outbox
 * items and the events its ledger entries carry, in the order of their instants (and ids within
 * one second, as the outbox's own keys order them).
 */
export async function memberOutboxEvents(clientId: string, memberId: number): Promise<OutboxEvent[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const inserts = {
    Records: items.map((item) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) } })),
  } as DynamoDBStreamEvent;
  return streamEventsOf(inserts).sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

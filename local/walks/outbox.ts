import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../shared/data/client.js';
import type { OutboxEvent } from '../../shared/events/index.js';
import { memberPartitionKey } from '../../shared/member-store/keys.js';

/** The outbox events written for a member, oldest first: what the stream hands the consumers. */
export async function memberOutboxEvents(clientId: string, memberId: number): Promise<OutboxEvent[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :outbox)',
      ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId), ':outbox': 'OUTBOX#' },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => item.event as OutboxEvent);
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client.js';
import { rateWindowKey } from './keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/**
 * Adds `requests` to a client's one-second window shard and answers the shard's new count. One
 * unconditional UpdateItem: it never fails for a full window (the caller compares the count with
 * the limit), so a refused request costs no write at all.
 */
export async function addToRateWindow(clientId: string, second: number, shard: number, requests: number): Promise<number> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateWindowKey(clientId, second, shard),
      UpdateExpression: 'ADD #count :requests SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'request_count', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':requests': requests, ':ttl': second + 120 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.request_count ?? requests);
}

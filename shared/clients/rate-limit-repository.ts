import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sendConditionalWrite, tableName } from '../data/client.js';
import { rateWindowKey } from '../data/keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/**
 * Counts one request in a one-second window shard, refusing it when the shard is full.
 * Returns false when the request is over the limit.
 */
export async function takeRateToken(clientId: string, second: number, shard: number, shardLimit: number): Promise<boolean> {
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: rateWindowKey(clientId, second, shard),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'request_count', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':limit': shardLimit, ':ttl': second + 120 },
    }),
  );
}

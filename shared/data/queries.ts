import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'type'];

/** An item without its table keys and type tag: the stored record as the domain knows it. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const record = { ...item };
  for (const attribute of KEY_ATTRIBUTES) delete record[attribute];
  return record as T;
}

/**
 * Every item of one partition whose sort key starts with a prefix, following pages. Only for
 * partitions whose size the operator bounds (catalogues, campaign lists), never for a member's
 * history.
 */
export async function queryAllWithPrefix(key: { PK: string; SKPrefix: string }): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': key.PK, ':prefix': key.SKPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

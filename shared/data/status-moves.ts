import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Item } from './batch-reads.js';
import { documentClient, tableName } from './client.js';
import type { ItemKey } from './keys.js';

/**
 * Moves a record with a lifecycle (an import, an export) to status `to` if its status is one of
 * `from`, setting `fields` with it, in one conditional update. Answers the item as it then
 * stands, or undefined when its status was not one of `from` (or it does not exist): every status
 * change of such a record goes through here, so a finished one never moves again.
 */
export async function moveStatus(key: ItemKey, from: readonly string[], to: string, fields: Record<string, unknown> = {}): Promise<Item | undefined> {
  const values = { ...fields, status: to };
  const names = Object.keys(values);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${names.map((field) => `#${field} = :${field}`).join(', ')}`,
        ConditionExpression: `#status IN (${from.map((_status, index) => `:from${index}`).join(', ')})`,
        ExpressionAttributeNames: Object.fromEntries(names.map((field) => [`#${field}`, field])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(values).map(([field, value]) => [`:${field}`, value])),
          ...Object.fromEntries(from.map((status, index) => [`:from${index}`, status])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

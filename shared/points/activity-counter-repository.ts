import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { activityAttemptsKey, activityCapKey } from './keys.js';
import type { ItemKey } from '../data/keys.js';
import { batchGetByKey, itemOf, type Item } from '../data/batch-reads.js';
import type { TransactItem } from '../data/transactions.js';
import { TTL_ATTRIBUTE } from '../data/table.js';

/**
 * Per-member activity counters: completions in a cap window and attempts towards the required
 * number. Both change only inside the credit transaction, under conditions on their value.
 */

const COUNT = 'completions';

/** A counter as stored: created by its first ADD or SET, so never without its count. */
const CounterItem = z.object({ [COUNT]: z.number() });

const decodeCounter = itemDecoder('activity_counter', CounterItem);
const countOf = (item: Item | undefined): number => (item ? decodeCounter(item)[COUNT] : 0);

/** A counter's committed value (strongly consistent: the credit transaction builds on it). */
export async function readCounter(key: ItemKey): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return countOf(Item);
}

export { activityAttemptsKey, activityCapKey };

/** Cap counts of several windows at once (eventually consistent: for listings only). */
export async function readCapCounts(keys: ItemKey[]): Promise<number[]> {
  const items = await batchGetByKey(keys);
  return keys.map((key) => countOf(itemOf(items, key)));
}

/** One more completion in the window, only while the window is under its cap. */
export function incrementCapItem(key: ItemKey, cap: number, expiresAt: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD #count :one${expiresAt === null ? '' : ' SET #ttl = :ttl'}`,
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
      ExpressionAttributeNames: { '#count': COUNT, ...(expiresAt === null ? {} : { '#ttl': TTL_ATTRIBUTE }) },
      ExpressionAttributeValues: { ':one': 1, ':cap': cap, ...(expiresAt === null ? {} : { ':ttl': expiresAt }) },
    },
  };
}

/** Asserts the window's cap is reached, so a refusal is decided on committed state. */
export function capReachedItem(key: ItemKey, cap: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: '#count >= :cap',
      ExpressionAttributeNames: { '#count': COUNT },
      ExpressionAttributeValues: { ':cap': cap },
    },
  };
}

/** Moves the attempt count from `from` to `to`, only if nobody else moved it meanwhile. */
export function setAttemptsItem(key: ItemKey, from: number, to: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #count = :to',
      ConditionExpression: from === 0 ? 'attribute_not_exists(#count) OR #count = :from' : '#count = :from',
      ExpressionAttributeNames: { '#count': COUNT },
      ExpressionAttributeValues: { ':from': from, ':to': to },
    },
  };
}

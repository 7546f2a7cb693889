import type { Item } from './batch-reads.js';
import { tableName } from './client.js';
import type { ItemKey } from './keys.js';
import type { TransactItem } from './transaction-items.js';

/**
 * An item a counter counts (a member's membership of a segment) names its counter, so whoever
 * removes it without knowing its feature (a member's erasure) takes it out of the count in the
 * same transaction, and the count stays exact.
 */

const COUNTED_BY = 'counted_by';

/** The attribute a counted item carries: the counter's key and the number field that counts it. */
export const countedBy = (counter: ItemKey, field: string) => ({ [COUNTED_BY]: { PK: counter.PK, SK: counter.SK, field } });

/** The counter item's change when one item it counts comes or goes. */
export const counterChangeItem = (counter: ItemKey, field: string, by: 1 | -1): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: counter,
    UpdateExpression: 'ADD #count :by',
    ExpressionAttributeNames: { '#count': field },
    ExpressionAttributeValues: { ':by': by },
  },
});

/** The transaction that removes a counted item and takes it out of its count; undefined for an item no counter counts. */
export function uncountedRemoval(item: Item): TransactItem[] | undefined {
  const counter = item[COUNTED_BY] as { PK?: unknown; SK?: unknown; field?: unknown } | undefined;
  if (typeof counter?.PK !== 'string' || typeof counter.SK !== 'string' || typeof counter.field !== 'string') return undefined;
  const key = { PK: String(item.PK), SK: String(item.SK) };
  return [
    { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(PK)' } },
    counterChangeItem({ PK: counter.PK, SK: counter.SK }, counter.field, -1),
  ];
}

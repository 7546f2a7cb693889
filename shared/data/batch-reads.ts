import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import { paramError } from '../errors.js';
import type { ItemKey } from './keys.js';
import { TABLE_INDEXES, TABLE_KEY, type IndexName } from './table.js';

/** An item as DynamoDB answers it; a repository turns it into its record with the item type's decoder (item-decoder.ts). */
export type Item = Record<string, unknown>;

/**
 * Every item of a key-condition query, following pages until `maxItems` (or the end). The
 * callers query partitions whose size is capped elsewhere, so the loop is bounded.
 */
export async function queryPages(input: Omit<QueryCommandInput, 'TableName'>, maxItems = Infinity): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < maxItems);
  return items.slice(0, maxItems);
}

/** Items of one partition whose sort key starts with `prefix`, in sort key order. */
export const queryPrefix = (PK: string, prefix: string, options: { newestFirst?: boolean; maxItems?: number; consistent?: boolean } = {}) =>
  queryPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': prefix },
      ScanIndexForward: !options.newestFirst,
      Limit: options.maxItems,
      ConsistentRead: options.consistent,
    },
    options.maxItems,
  );

/** Every item of one partition whose sort key lies in [SKFrom, SKTo], oldest (lowest) first. */
export const queryRange = (range: { PK: string; SKFrom: string; SKTo: string }) =>
  queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.PK, ':from': range.SKFrom, ':to': range.SKTo },
  });

/**
 * Items of one partition whose sort keys lie in [SKFrom, SKTo], newest (highest) first, at most
 * `limit`, reading only the named attributes: how a page of a member's dated records is picked
 * before the records themselves are read.
 */
export const queryRangeNewestFirst = (range: { PK: string; SKFrom: string; SKTo: string }, attributes: readonly string[], limit: number) =>
  queryPages(
    {
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.PK, ':from': range.SKFrom, ':to': range.SKTo },
      ProjectionExpression: attributes.join(', '),
      ScanIndexForward: false,
      Limit: limit,
    },
    limit,
  );

const BATCH_GET_LIMIT = 100;

/**
 * The items at `keys` (missing ones are left out; duplicate keys read once), in chunks of 100
 * read in parallel, so one round trip unless DynamoDB hands keys back unprocessed, which are
 * retried with backoff. Returned in no particular order.
 */
export async function batchGet(keys: ItemKey[], consistent = false): Promise<Item[]> {
  const unique = [...new Map(keys.map((key) => [keyString(key), { PK: key.PK, SK: key.SK }])).values()];
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) chunks.push(unique.slice(start, start + BATCH_GET_LIMIT));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Item[] = [];
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 10) throw new Error('batch read kept being throttled');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** Math.min(attempt, 5)));
        const response = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } } }));
        items.push(...(response.Responses?.[tableName()] ?? []));
        pending = (response.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Array<Record<string, unknown>>;
      }
      return items;
    }),
  );
  return pages.flat();
}

/** The items at `keys`, each under its `PK|SK`, so a caller can read several kinds of item in one round trip. */
export async function batchGetByKey(keys: ItemKey[], consistent = false): Promise<Map<string, Item>> {
  const items = await batchGet(keys, consistent);
  return new Map(items.map((item) => [keyString(item as unknown as ItemKey), item]));
}

export const keyString = ({ PK, SK }: ItemKey): string => `${PK}\u0000${SK}`;

/** The item at `key` in a map from batchGetByKey. */
export const itemOf = (items: Map<string, Item>, key: ItemKey): Item | undefined => items.get(keyString(key));

/**
 * A page's start that is not a place in what the query reads: a cursor made up, taken from
 * another route, or sent with a narrower window than the page it came from. DynamoDB would
 * refuse it as a malformed request; the caller is told which parameter to fix instead.
 */
export const notAPlace = () => paramError('cursor: must be the next_cursor of a previous page of this same request');

/**
 * One page of a partition (of the sort keys under `SKPrefix`, when given) after the item whose
 * key is `after`, for a route that pages with a cursor: `more` says whether another page follows.
 */
export async function queryPage(
  partition: { PK: string; SKPrefix?: string },
  options: { limit: number; after?: ItemKey; newestFirst?: boolean },
): Promise<{ items: Item[]; more: boolean }> {
  const prefixed = partition.SKPrefix !== undefined;
  const { after } = options;
  if (after && (after.PK !== partition.PK || (prefixed && !after.SK.startsWith(partition.SKPrefix as string)))) throw notAPlace();
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: prefixed ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition.PK, ...(prefixed ? { ':prefix': partition.SKPrefix } : {}) },
      ExclusiveStartKey: options.after,
      ScanIndexForward: !options.newestFirst,
      Limit: options.limit,
    }),
  );
  return { items: Items, more: LastEvaluatedKey !== undefined };
}

/**
 * One page of the items whose sort keys lie in [from, to], in the table or in one of its indexes,
 * newest (highest) first unless `ascending`, after the item whose key (with its index keys) is `after`; `filter`
 * keeps only items whose named attributes each equal a value (a page may then hold fewer than
 * `limit`). `last` is the key the read stopped at (the next page starts after it), none at the range's end.
 */
export async function queryRangePage(
  range: { index?: IndexName; partition: string; from: string; to: string },
  options: {
    limit: number;
    after?: Record<string, unknown>;
    filter?: { attribute: string; equals: string } | ReadonlyArray<{ attribute: string; equals: string }>;
    /** Lowest sort key first instead. */
    ascending?: boolean;
  },
): Promise<{ items: Item[]; last?: Record<string, unknown> }> {
  const keys = range.index === undefined ? TABLE_KEY : (TABLE_INDEXES.find((index) => index.name === range.index) ?? TABLE_KEY);
  const { after } = options;
  const filters = options.filter === undefined ? [] : 'attribute' in options.filter ? [options.filter] : options.filter;
  if (after) {
    const sort = after[keys.sort];
    if (after[keys.partition] !== range.partition || typeof sort !== 'string' || sort < range.from || sort > range.to) throw notAPlace();
  }
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: range.index,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      FilterExpression: filters.length > 0 ? filters.map((_filter, n) => `#filter${n} = :equals${n}`).join(' AND ') : undefined,
      ExpressionAttributeNames: {
        '#pk': keys.partition,
        '#sk': keys.sort,
        ...Object.fromEntries(filters.map((filter, n) => [`#filter${n}`, filter.attribute])),
      },
      ExpressionAttributeValues: {
        ':pk': range.partition,
        ':from': range.from,
        ':to': range.to,
        ...Object.fromEntries(filters.map((filter, n) => [`:equals${n}`, filter.equals])),
      },
      ExclusiveStartKey: options.after,
      ScanIndexForward: options.ascending === true,
      Limit: options.limit,
    }),
  );
  return { items: Items, last: LastEvaluatedKey };
}

/**
 * One page of a GSI1 partition, from `cursor` (the previous page's LastEvaluatedKey), reading the
 * named attributes (and the keys, which the next cursor needs) or all: how a job walks a line of
 * items a page at a time with its place recorded.
 */
export async function indexPage(
  partition: string,
  options: { cursor?: Record<string, unknown>; limit: number; attributes?: readonly string[] },
): Promise<{ items: Item[]; next?: Record<string, unknown> }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: options.attributes ? [...options.attributes, 'PK', 'SK', 'GSI1PK', 'GSI1SK'].join(', ') : undefined,
      ExclusiveStartKey: options.cursor,
      Limit: options.limit,
    }),
  );
  return { items: page.Items ?? [], next: page.LastEvaluatedKey };
}

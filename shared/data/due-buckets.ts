import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { inParallel } from './in-parallel.js';
import { documentClient, tableName } from './client.js';
import type { Item } from './batch-reads.js';
import { dueSortBoundary } from './keys.js';
import { CorruptItemError, corruptItem, itemDecoder, type ItemDecoder } from './item-decoder.js';

/**
 * Due-date buckets: sparse GSI1 partitions per UTC day and shard whose sort keys start with the
 * due time (pending points, expiry markers). Scheduled jobs drain the buckets of the last few
 * days instead of scanning; the work deletes or moves each item, so a drained bucket stays empty.
 */

/** The decoder of each item type that due-date buckets hold, by the item's `type`. */
const dueItemDecoders = new Map<string, ItemDecoder<unknown>>();

/**
 * The decoder of an item type that sits in due-date buckets (see itemDecoder), also the one the
 * buckets decode that type's items with. Declared once per type, by its repository.
 */
export function dueItemDecoder<T>(itemType: string, schema: z.ZodType<T>): ItemDecoder<T> {
  if (dueItemDecoders.has(itemType)) throw new Error(`due item type ${itemType} is declared twice`);
  const decode = itemDecoder(itemType, schema);
  dueItemDecoders.set(itemType, decode);
  return decode;
}

/**
 * The items of a page, each decoded by the schema its type declares. A corrupt one (or one of no
 * declared type) is logged and left out, so it does not hold up the rest of its bucket's work.
 */
function decodeDueItems<T>(items: Item[]): T[] {
  const decoded: T[] = [];
  for (const item of items) {
    const decode = typeof item.type === 'string' ? dueItemDecoders.get(item.type) : undefined;
    try {
      if (!decode) throw corruptItem(String(item.type), item, 'type', 'no due item type of this name is declared');
      decoded.push(decode(item) as T);
    } catch (error) {
      if (!(error instanceof CorruptItemError)) throw error;
    }
  }
  return decoded;
}

/** Buckets drained in parallel. */
const BUCKET_CONCURRENCY = 8;
const PAGE_SIZE = 200;

/**
 * One page of the items in a due-date bucket that are due at `at`, each decoded by its type's
 * schema (dueItemDecoder), corrupt ones left out; `T` is the record of the item type the bucket holds.
 */
export async function queryDueBucket<T>(
  partition: string,
  at: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: T[]; nextKey?: Record<string, unknown> }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :boundary',
      ExpressionAttributeValues: { ':pk': partition, ':boundary': dueSortBoundary(at) },
      ExclusiveStartKey: startKey,
      Limit: PAGE_SIZE,
    }),
  );
  return { items: decodeDueItems<T>(page.Items ?? []), nextKey: page.LastEvaluatedKey };
}

/**
 * Hands every item due at `at` in `partitions` to `work`, a page at a time, until done or
 * `timeLeft` says stop; answers whether it stopped early (the next run picks up the rest).
 */
export async function drainDueBuckets<T>(
  partitions: string[],
  at: number,
  work: (page: T[]) => Promise<void>,
  timeLeft: () => boolean,
): Promise<{ stoppedEarly: boolean }> {
  let stoppedEarly = false;
  await inParallel(partitions, BUCKET_CONCURRENCY, async (partition) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      if (!timeLeft()) {
        stoppedEarly = true;
        return;
      }
      const page = await queryDueBucket<T>(partition, at, startKey);
      startKey = page.nextKey;
      await work(page.items);
    } while (startKey);
  });
  return { stoppedEarly };
}

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from './in-parallel.js';
import { documentClient, tableName } from './client.js';
import { withoutKeys } from './batch-reads.js';
import { dueSortBoundary } from './keys.js';

/**
 * Due-date buckets: sparse GSI1 partitions per UTC day and shard whose sort keys start with the
 * due time (pending points, expiry markers). Scheduled jobs drain the buckets of the last few
 * days instead of scanning; the work deletes or moves each item, so a drained bucket stays empty.
 */

/** Buckets drained in parallel. */
const BUCKET_CONCURRENCY = 8;
const PAGE_SIZE = 200;

/** One page of the items in a due-date bucket that are due at `at`. */
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
  return { items: (page.Items ?? []).map((item) => withoutKeys<T>(item)), nextKey: page.LastEvaluatedKey };
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

import { type ItemKey, join, SEP, shardOf, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/** The keys of a member's deletion request and of the queue of erasures still to do. */

/** A member's deletion request, beside what it erases; kept (with its status) after the member is gone. */
export const deletionKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartitionKey(clientId, memberId), SK: 'DELETION' });

/** Shards of the queue of deletions still to erase: requests spread over this many GSI1 partitions. */
export const DELETION_QUEUE_SHARDS = 8;
const deletionQueuePartition = (shard: number): string => join('DELETION_QUEUE', shard);

/** Sparse GSI1 keys of a deletion while it is queued, oldest first per shard; removed when it completes. */
export const deletionQueueIndexKeys = (clientId: string, memberId: number, requestedAt: number) => ({
  GSI1PK: deletionQueuePartition(shardOf(`${clientId}${SEP}${memberId}`, DELETION_QUEUE_SHARDS)),
  GSI1SK: join(sortableNumber(requestedAt, 12), clientId, memberId),
});
export const deletionQueuePartitions = (): string[] => Array.from({ length: DELETION_QUEUE_SHARDS }, (_unused, shard) => deletionQueuePartition(shard));

import { type ItemKey, join, SEP, shardOf, sortableNumber, utcDay } from '../data/keys.js';

/** The keys of webhook endpoints, their delivery logs, members' delivery lanes and the retry index. */

/** A client's webhook endpoints, together in one small partition (read whole, cached). */
export const webhookKey = (clientId: string, webhookId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'WEBHOOKS'), SK: join('WEBHOOK', webhookId) });
export const webhookPrefix = (clientId: string) => ({ PK: join('CLIENT', clientId, 'WEBHOOKS'), SKPrefix: `WEBHOOK${SEP}` });

/** Shards of a webhook's delivery log: the dispatcher's writes spread over them; a listing merges them. */
export const DELIVERY_SHARDS = 4;
export const deliveryShardOf = (eventId: string): number => shardOf(eventId, DELIVERY_SHARDS);
export const deliveryPartition = (clientId: string, webhookId: string, shard: number): string =>
  join('CLIENT', clientId, 'WEBHOOK', webhookId, 'DELIVERIES', shard);
/**
 * A member's lane to one endpoint: a marker for each of its deliveries not yet delivered or given
 * up, in the order the dispatcher took them (`laneSeq`), so a later delivery can tell whether an
 * earlier one is still outstanding with one query.
 */
const deliveryLanePartition = (clientId: string, webhookId: string, memberId: number): string =>
  join('CLIENT', clientId, 'WEBHOOK', webhookId, 'LANE', memberId);
export const deliveryLaneKey = (clientId: string, webhookId: string, memberId: number, laneSeq: string): ItemKey => ({
  PK: deliveryLanePartition(clientId, webhookId, memberId),
  SK: laneSeq,
});
export const deliveryKey = (clientId: string, webhookId: string, createdAt: number, eventId: string): ItemKey => ({
  PK: deliveryPartition(clientId, webhookId, deliveryShardOf(eventId)),
  SK: join(sortableNumber(createdAt, 12), eventId),
});

/**
 * Shards of the retry index: deliveries waiting for their next attempt, by UTC day of that
 * attempt. A member's deliveries to one endpoint share a shard, so the retry job meets them in
 * order of their next attempt, which is the order of their events.
 */
export const RETRY_SHARDS = 8;
const retryPartition = (day: string, shard: number): string => join('WEBHOOK_RETRY', day, shard);
export const retryIndexKeys = (clientId: string, webhookId: string, memberId: number | undefined, eventId: string, nextAttemptAt: number) => ({
  GSI1PK: retryPartition(utcDay(nextAttemptAt), shardOf(join(clientId, webhookId, memberId ?? ''), RETRY_SHARDS)),
  GSI1SK: join(sortableNumber(nextAttemptAt, 12), clientId, webhookId, eventId),
});
export const retryPartitions = (at: number): string[] => Array.from({ length: RETRY_SHARDS }, (_unused, shard) => retryPartition(utcDay(at), shard));

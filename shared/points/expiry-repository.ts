import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { itemDecoder } from '../data/item-decoder.js';
import { expiryBackfillKey, expiryDueIndexKeys, expiryMarkerKey, rankIndexPartition } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Expiry markers: one item per member holding points that will expire, indexed (GSI1) by the
 * UTC day they fall due, so the scheduled job finds the members due without scanning. Written
 * only inside the ledger's transactions, so a marker always agrees with the member's balances.
 */

const ExpiryMarkerItem = z.object({
  client_id: z.string(),
  member_id: z.number(),
  due_at: z.number(),
});
export type ExpiryMarker = z.infer<typeof ExpiryMarkerItem>;

/** Markers are read only from their due-date buckets (GSI1), by the expiry job, which decode them by this. */
dueItemDecoder('expiry_marker', ExpiryMarkerItem);

export function putExpiryMarkerItem(clientId: string, memberId: number, dueAt: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...expiryMarkerKey(clientId, memberId),
        ...expiryDueIndexKeys(clientId, memberId, dueAt),
        type: 'expiry_marker',
        client_id: clientId,
        member_id: memberId,
        due_at: dueAt,
      },
    },
  };
}

export function deleteExpiryMarkerItem(clientId: string, memberId: number): TransactItem {
  return { Delete: { TableName: tableName(), Key: expiryMarkerKey(clientId, memberId) } };
}

/** A client's walk of its members after an expiry policy change: the rank index shard it is on and where in it. */
const ExpiryBackfillItem = z.object({
  client_id: z.string(),
  requested_at: z.number(),
  shard: z.number(),
  cursor: z.record(z.string(), z.unknown()).optional(),
});
export type ExpiryBackfill = z.infer<typeof ExpiryBackfillItem>;

/** Walks are queued in a due-date bucket (EXPIRY_BACKFILL_QUEUE) for the expiry job; the client's settings write queues them. */
const decodeExpiryBackfill = dueItemDecoder('expiry_backfill', ExpiryBackfillItem);

export async function getExpiryBackfill(clientId: string): Promise<ExpiryBackfill | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: expiryBackfillKey(clientId), ConsistentRead: true }));
  return Item ? decodeExpiryBackfill(Item) : undefined;
}

/** The attributes of a rank entry that a walk of the rank index reads. */
const decodeRankIndexEntry = itemDecoder('rank_entry', z.object({ member_id: z.number(), total_points: z.number() }));

/** One page of a client's members from its rank index (member id and total_points). */
export async function rankIndexPage(clientId: string, shard: number, cursor?: Record<string, unknown>, limit = 100) {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': rankIndexPartition(clientId, shard) },
      ProjectionExpression: 'member_id, total_points, PK, SK, GSI1PK, GSI1SK',
      ExclusiveStartKey: cursor,
      Limit: limit,
    }),
  );
  return {
    members: (page.Items ?? []).map((item) => {
      const entry = decodeRankIndexEntry(item);
      return { memberId: entry.member_id, totalPoints: entry.total_points };
    }),
    next: page.LastEvaluatedKey,
  };
}

/**
 * Moves the walk on, only from where it was read (an overlapping run, or a newer policy change
 * that restarted the walk, wins); with `next` undefined the walk is over and its record goes.
 */
export async function recordBackfillStep(walk: ExpiryBackfill, next: { shard: number; cursor?: Record<string, unknown> } | undefined): Promise<boolean> {
  const Key = expiryBackfillKey(walk.client_id);
  const asRead = { ConditionExpression: 'requested_at = :requested AND #shard = :shard', ExpressionAttributeNames: { '#shard': 'shard' } };
  const values = { ':requested': walk.requested_at, ':shard': walk.shard };
  if (!next) return sendConditionalWrite(new DeleteCommand({ TableName: tableName(), Key, ...asRead, ExpressionAttributeValues: values }));
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: next.cursor ? 'SET #shard = :next, #cursor = :cursor' : 'SET #shard = :next REMOVE #cursor',
      ...asRead,
      ExpressionAttributeNames: { ...asRead.ExpressionAttributeNames, '#cursor': 'cursor' },
      ExpressionAttributeValues: { ...values, ':next': next.shard, ...(next.cursor ? { ':cursor': next.cursor } : {}) },
    }),
  );
}

import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { withoutKeys } from '../data/batch-reads.js';
import { expiryBackfillKey, expiryDueIndexKeys, expiryMarkerKey, rankIndexPartition } from '../data/keys.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Expiry markers: one item per member holding points that will expire, indexed (GSI1) by the
 * UTC day they fall due, so the scheduled job finds the members due without scanning. Written
 * only inside the ledger's transactions, so a marker always agrees with the member's balances.
 */

export interface ExpiryMarker {
  client_id: string;
  member_id: number;
  due_at: number;
}

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
export interface ExpiryBackfill {
  client_id: string;
  requested_at: number;
  shard: number;
  cursor?: Record<string, unknown>;
}

export async function getExpiryBackfill(clientId: string): Promise<ExpiryBackfill | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: expiryBackfillKey(clientId), ConsistentRead: true }));
  return Item ? withoutKeys<ExpiryBackfill>(Item) : undefined;
}

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
    members: (page.Items ?? []).map((item) => ({ memberId: item.member_id as number, totalPoints: item.total_points as number })),
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

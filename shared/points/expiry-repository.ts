import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { indexPage, queryPages } from '../data/batch-reads.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { itemDecoder } from '../data/item-decoder.js';
import { EXPIRY_NOTICE_CLIENTS, expiryBackfillKey, expiryNoticeClientKey } from '../programs/index.js';
import { expiryDueIndexKeys, expiryDueRange, expiryMarkerKey, expiryNoticeKey, rankIndexPartition } from './keys.js';
import { memberKey } from '../member-store/index.js';
import { RANK_SHARDS } from './rank-tree.js';
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
const decodeExpiryMarker = dueItemDecoder('expiry_marker', ExpiryMarkerItem);

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
const decodeRankIndexEntry = itemDecoder('rank_entry', z.object({ member_id: z.number() }));

/** Where a walk of a client's rank index stands: a shard, and the key to go on after within it. */
export interface RankIndexPlace {
  shard: number;
  cursor?: Record<string, unknown>;
}

/** Where a walk goes after a page read at `place`: on in its shard, to the next shard, or nowhere (done). */
export const rankIndexPlaceAfter = (place: RankIndexPlace, pageNext: Record<string, unknown> | undefined): RankIndexPlace | undefined =>
  pageNext ? { shard: place.shard, cursor: pageNext } : place.shard + 1 < RANK_SHARDS ? { shard: place.shard + 1 } : undefined;

/**
 * One page of a client's members from its rank index (member id, and whether the entry is on the
 * member sample line). The entries' points trail the members' by the rank mover's lag, so a walk
 * reads what it needs of a member from the member item, never from the entry.
 */
export async function rankIndexPage(clientId: string, shard: number, cursor?: Record<string, unknown>, limit = 100) {
  const page = await indexPage(rankIndexPartition(clientId, shard), { cursor, limit, attributes: ['member_id', 'GSI3PK'] });
  return {
    members: page.items.map((item) => ({ memberId: decodeRankIndexEntry(item).member_id, onSampleLine: typeof item.GSI3PK === 'string' })),
    next: page.next,
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

// ---- notices ahead of expiry (points.expiring) ----

/** A client whose members are told ahead of expiry, and the latest due time its notices have covered. */
const ExpiryNoticeClientItem = z.object({ client_id: z.string(), through: z.number().optional() });
export type ExpiryNoticeClient = z.infer<typeof ExpiryNoticeClientItem>;
const decodeExpiryNoticeClient = itemDecoder('expiry_notice_client', ExpiryNoticeClientItem);

/** The clients with expiry_notice_days set: one small GSI1 partition, one item per such client (put and deleted by settings writes). */
export async function expiryNoticeClients(): Promise<ExpiryNoticeClient[]> {
  const items = await queryPages({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': EXPIRY_NOTICE_CLIENTS },
  });
  return items.map(decodeExpiryNoticeClient);
}

/**
 * Records that the client's notices have covered every marker due by `through`, only over the
 * value read (`read`, undefined when none was recorded) and while the client is still on the list:
 * an overlapping run, or a settings change that restarted the notices, wins.
 */
export async function recordNoticesThrough(clientId: string, read: number | undefined, through: number): Promise<boolean> {
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: expiryNoticeClientKey(clientId),
      UpdateExpression: 'SET through = :through',
      ConditionExpression: read === undefined ? 'attribute_exists(PK) AND attribute_not_exists(through)' : 'attribute_exists(PK) AND through = :read',
      ExpressionAttributeValues: { ':through': through, ...(read === undefined ? {} : { ':read': read }) },
    }),
  );
}

/**
 * One page of markers in a due-date bucket that fall due after `after` and by `through`, of the
 * given clients (at most 100; the bucket holds every client's markers of the day), leaving out
 * those whose member was already told of that due date.
 */
export async function markersToNotice(
  partition: string,
  clientIds: readonly string[],
  after: number,
  through: number,
  startKey?: Record<string, unknown>,
): Promise<{ markers: ExpiryMarker[]; nextKey?: Record<string, unknown> }> {
  const range = expiryDueRange(after, through);
  const clients = Object.fromEntries(clientIds.map((clientId, index) => [`:c${index}`, clientId]));
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      FilterExpression: `client_id IN (${Object.keys(clients).join(', ')}) AND (attribute_not_exists(noticed_due) OR noticed_due <> due_at)`,
      ExpressionAttributeValues: { ':pk': partition, ':from': range.from, ':to': range.to, ...clients },
      ExclusiveStartKey: startKey,
      Limit: 200,
    }),
  );
  return { markers: (page.Items ?? []).map(decodeExpiryMarker), nextKey: page.LastEvaluatedKey };
}

/** How long a notice's record outlives the due date it was about (only a due date still ahead can be noticed). */
const NOTICE_KEPT_AFTER_DUE_SECONDS = 7 * 86_400;

/**
 * The writes that record one notice, besides its outbox event: the notice's record (once per
 * member and due date: it fails when the member was already told), a check that the member is
 * still the snapshot the points were read from, and the marker stamped as noticed (only while it
 * still stands at that due date), so later runs' bucket queries leave it out.
 */
export function expiryNoticeItems(member: { client_id: string; id: number; version: number }, dueAt: number, points: number, now: number) {
  return {
    record: {
      Put: {
        TableName: tableName(),
        Item: {
          ...expiryNoticeKey(member.client_id, member.id, dueAt),
          type: 'expiry_notice',
          due_at: dueAt,
          points,
          sent_at: now,
          [TTL_ATTRIBUTE]: dueAt + NOTICE_KEPT_AFTER_DUE_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    } satisfies TransactItem,
    snapshot: [
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: memberKey(member.client_id, member.id),
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': member.version },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: expiryMarkerKey(member.client_id, member.id),
          UpdateExpression: 'SET noticed_due = :due',
          ConditionExpression: 'due_at = :due',
          ExpressionAttributeValues: { ':due': dueAt },
        },
      },
    ] satisfies TransactItem[],
  };
}

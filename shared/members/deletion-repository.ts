import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import type { Item } from '../data/batch-reads.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { deletionKey, deletionQueueIndexKeys } from './keys.js';
import { memberPartitionKey } from '../member-store/index.js';
import type { ItemKey } from '../data/keys.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Storage of member deletions: the request record (status and the erasure's cursor) and the
 * writes that erase what a deleted member left in its partition.
 */

const DeletionStatusSchema = z.enum(['Queued', 'Completed']);
export type DeletionStatus = z.infer<typeof DeletionStatusSchema>;

const DeletionItem = z.object({
  client_id: z.string(),
  member_id: z.number(),
  status: DeletionStatusSchema,
  /** Who asked: the api_key's id, or the operator. */
  initiated_by: z.string(),
  date_requested: z.number(),
  /** When the erasure recorded its first step (or completed in one): the deletion is then in progress. */
  date_started: z.number().optional(),
  date_completed: z.number().optional(),
  /** Where the erasure's walk of the member's partition stopped; absent before the first step. */
  cursor: z.record(z.string(), z.unknown()).optional(),
  items_erased: z.number(),
});
export type DeletionRecord = z.infer<typeof DeletionItem>;

/** Queued deletions wait in due-date buckets (GSI1) for the erasure job. */
const decodeDeletion = dueItemDecoder('member_deletion', DeletionItem);

/** A completed deletion's record answers status queries for a year, then goes. */
const COMPLETED_RECORD_TTL_SECONDS = 365 * 86_400;
/** Items of the member's partition read and erased per step: a step's work is bounded whatever the member holds. */
export const ERASE_STEP_ITEMS = 100;

export function putDeletionItem(record: DeletionRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...deletionKey(record.client_id, record.member_id),
        ...deletionQueueIndexKeys(record.client_id, record.member_id, record.date_requested),
        type: 'member_deletion',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getDeletion(clientId: string, memberId: number, consistent = false): Promise<DeletionRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: deletionKey(clientId, memberId), ConsistentRead: consistent }));
  return Item ? decodeDeletion(Item) : undefined;
}

/** One page of the member's partition after `cursor`, in key order, at most `limit` items. */
export async function memberPartitionPage(
  clientId: string,
  memberId: number,
  cursor?: Record<string, unknown>,
  limit = ERASE_STEP_ITEMS,
): Promise<{ items: Item[]; next?: Record<string, unknown> }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': memberPartitionKey(clientId, memberId) },
      ExclusiveStartKey: cursor,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return { items: page.Items ?? [], next: page.LastEvaluatedKey };
}

/** Records a finished step: the cursor moves on, only from where this step started (overlapping runs do not step back). */
export async function recordStep(record: DeletionRecord, next: Record<string, unknown>, erased: number, at: number): Promise<boolean> {
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletionKey(record.client_id, record.member_id),
      UpdateExpression: 'SET #cursor = :next, date_started = if_not_exists(date_started, :at) ADD items_erased :erased',
      ConditionExpression: record.cursor === undefined ? 'attribute_not_exists(#cursor) AND #status = :queued' : '#cursor = :was AND #status = :queued',
      ExpressionAttributeNames: { '#cursor': 'cursor', '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': next,
        ':erased': erased,
        ':queued': 'Queued',
        ':at': at,
        ...(record.cursor === undefined ? {} : { ':was': record.cursor }),
      },
    }),
  );
}

/** Marks the deletion completed and takes it out of the queue. */
export async function recordCompleted(record: DeletionRecord, erased: number, at: number): Promise<boolean> {
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: deletionKey(record.client_id, record.member_id),
      UpdateExpression:
        'SET #status = :completed, date_completed = :at, date_started = if_not_exists(date_started, :at), #ttl = :ttl ADD items_erased :erased REMOVE #cursor, GSI1PK, GSI1SK',
      ConditionExpression: '#status = :queued',
      ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':completed': 'Completed', ':queued': 'Queued', ':at': at, ':ttl': at + COMPLETED_RECORD_TTL_SECONDS, ':erased': erased },
    }),
  );
}

/** Removes attributes of an item, if the item is still there (never creates one). */
export async function removeFields(key: ItemKey, fields: string[]): Promise<void> {
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  await sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
    }),
  );
}

export async function deleteItem(key: ItemKey): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

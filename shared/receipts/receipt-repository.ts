import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { queryPrefix } from '../data/batch-reads.js';
import type { TransactItem } from '../data/transactions.js';
import {
  memberReceiptsPrefix,
  RECEIPT_STATUSES,
  type ReceiptPlace,
  type ReceiptStatus,
  receiptKey,
  reviewQueueIndexKeys,
  reviewQueuePartition,
} from './keys.js';

/**
 * Receipt submissions: one item per receipt in its member's partition (the member's history is a
 * prefix query there), indexed in GSI2 under the program and its status, so the review queue is
 * one query of the pending partition, oldest first, and a review moves the item to its new
 * status's partition in the same write that decides it. The image is in the file store, never in
 * the item: the item stays well under 1 KB.
 */
const ReceiptItem = z.object({
  receipt_id: z.string(),
  client_id: z.string(),
  member_id: z.number(),
  status: z.enum(RECEIPT_STATUSES),
  date_submitted: z.number(),
  file_key: z.string(),
  file_name: z.string(),
  image_bytes: z.number(),
  points: z.number().optional(),
  reason: z.string().optional(),
  reviewed_by: z.string().optional(),
  date_reviewed: z.number().optional(),
});
export type ReceiptRecord = z.infer<typeof ReceiptItem>;

const decodeReceipt = itemDecoder('receipt', ReceiptItem);

/** The most receipts a member's history lists, newest first. */
export const MAX_LISTED_RECEIPTS = 100;

/** A new receipt awaiting review; its id is new, so it is put only if absent. */
export function putReceiptItem(record: ReceiptRecord, place: ReceiptPlace): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...receiptKey(record.client_id, place), ...reviewQueueIndexKeys(record.client_id, record.status, place), type: 'receipt', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getReceipt(clientId: string, place: ReceiptPlace): Promise<ReceiptRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: receiptKey(clientId, place), ConsistentRead: true }));
  return Item ? decodeReceipt(Item) : undefined;
}

/** The member's newest receipts, newest first, at most MAX_LISTED_RECEIPTS. */
export async function listMemberReceipts(clientId: string, memberId: number): Promise<ReceiptRecord[]> {
  const { PK, SKPrefix } = memberReceiptsPrefix(clientId, memberId);
  return (await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: MAX_LISTED_RECEIPTS })).map(decodeReceipt);
}

/**
 * One page of the program's receipts in a status, oldest first, after the receipt whose index
 * keys are `after`: `last` is where the page stopped, none when nothing follows.
 */
export async function receiptsInStatus(
  clientId: string,
  status: ReceiptStatus,
  options: { limit: number; after?: Record<string, string> },
): Promise<{ receipts: ReceiptRecord[]; last?: Record<string, unknown> }> {
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': reviewQueuePartition(clientId, status) },
      ExclusiveStartKey: options.after,
      Limit: options.limit,
    }),
  );
  return { receipts: Items.map(decodeReceipt), last: LastEvaluatedKey };
}

/** What an operator decided of a receipt: approved with points, or rejected with a reason. */
export type ReceiptDecision = { status: 'approved'; points: number } | { status: 'rejected'; reason: string };

/**
 * The review of a pending receipt: its status, what decided it, and its move to the new status's
 * queue, conditional on the receipt still awaiting review, so a receipt is decided once.
 */
export function reviewReceiptItem(clientId: string, place: ReceiptPlace, decision: ReceiptDecision, reviewedBy: string, at: number): TransactItem {
  const [field, value] = decision.status === 'approved' ? ['points', decision.points] : ['reason', decision.reason];
  return {
    Update: {
      TableName: tableName(),
      Key: receiptKey(clientId, place),
      UpdateExpression: `SET #status = :status, reviewed_by = :by, date_reviewed = :at, GSI2PK = :pk, ${field} = :decided`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': decision.status,
        ':by': reviewedBy,
        ':at': at,
        ':pk': reviewQueuePartition(clientId, decision.status),
        ':decided': value,
        ':pending': 'pending_review',
      },
    },
  };
}

import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.js';
import {
  couponUseKey,
  memberPurchaseKey,
  memberPurchasePrefix,
  pendingDueIndexKeys,
  pendingDueSortBoundary,
  pendingEntryKey,
  pendingPrefix,
  pendingSortBoundary,
  purchaseKey,
} from './keys.js';
import { withoutKeys } from './queries.js';
import type { TransactItem } from './transactions.js';

/**
 * Storage of purchases (spec 4.8), the members' purchase records, pending points and coupon
 * use markers. Every write here is a transaction item: purchases, claims and credits commit
 * together or not at all.
 */

export interface PurchaseLine {
  id: string;
  quantity: number;
  price: number | null;
}

export interface PurchaseRecord {
  client_id: string;
  receipt_id: string;
  date_purchase: number;
  total: number;
  tax: number | null;
  shipping: number | null;
  items: PurchaseLine[];
  loc_id: string | null;
  loc_address_1?: string;
  loc_address_2?: string;
  loc_address_3?: string;
  loc_description?: string;
  loc_lat?: number | string;
  loc_long?: number | string;
  coupon_codes: string[];
  /** Points the purchase earns, at the client's rate when it was recorded. */
  points: number;
  /** The purchaser named when the purchase was recorded; absent for a purchase to be claimed. */
  member_id?: number;
  /** The member who claimed the receipt, once claimed. */
  claimed_by?: number;
  date_claimed?: number;
  date_created: number;
}

export type EarningKind = 'purchase' | 'receipt_claim';

/** Points earned by a purchase that become redeemable at clear_at. */
export interface PendingEntry {
  client_id: string;
  member_id: number;
  receipt_id: string;
  points: number;
  date_of_purchase: number;
  clear_at: number;
  /** The ledger movement written when the entry clears. */
  kind: EarningKind;
  name: string;
  notes: string | null;
  date_created: number;
}

export interface MemberPurchase {
  receipt_id: string;
  date_purchase: number;
  total: number;
  points: number;
  kind: EarningKind;
}

/** Records a purchase; fails the transaction when the client already has the receipt id. */
export function putPurchaseItem(purchase: PurchaseRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...purchaseKey(purchase.client_id, purchase.receipt_id), type: 'purchase', ...purchase },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getPurchase(clientId: string, receiptId: string): Promise<PurchaseRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: purchaseKey(clientId, receiptId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<PurchaseRecord>(Item) : undefined;
}

/** Claims an unclaimed purchase recorded without a member; fails the transaction for any other. */
export function claimPurchaseItem(clientId: string, receiptId: string, memberId: number, now: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseKey(clientId, receiptId),
      UpdateExpression: 'SET claimed_by = :member, date_claimed = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(member_id) AND attribute_not_exists(claimed_by)',
      ExpressionAttributeValues: { ':member': memberId, ':now': now },
    },
  };
}

export function putMemberPurchaseItem(clientId: string, memberId: number, purchase: MemberPurchase): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...memberPurchaseKey(clientId, memberId, purchase.date_purchase, purchase.receipt_id), type: 'member_purchase', ...purchase },
    },
  };
}

/** The member's purchase with the latest purchase date, if any: one single-item Query. */
export async function latestMemberPurchase(clientId: string, memberId: number): Promise<MemberPurchase | undefined> {
  const { PK, SKPrefix } = memberPurchasePrefix(clientId, memberId);
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SKPrefix },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return Items?.[0] ? withoutKeys<MemberPurchase>(Items[0]) : undefined;
}

/** A pending entry, indexed in GSI1 under the day it clears for the scheduled job. */
export function putPendingEntryItem(entry: PendingEntry): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...pendingEntryKey(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
        ...pendingDueIndexKeys(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
        type: 'pending_points',
        ...entry,
      },
    },
  };
}

/** Removes a pending entry as it clears; fails the transaction if it was already cleared. */
export function deletePendingEntryItem(entry: PendingEntry): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: pendingEntryKey(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
}

/**
 * The member's pending entries on one side of `at`, soonest first: `due` ones (clear_at <= at)
 * or `waiting` ones (clear_at > at). At most `limit` entries: one Query page.
 */
export async function queryMemberPending(
  clientId: string,
  memberId: number,
  side: 'due' | 'waiting',
  at: number,
  limit: number,
): Promise<PendingEntry[]> {
  const { PK, SKPrefix, SKEnd } = pendingPrefix(clientId, memberId);
  const boundary = pendingSortBoundary(at);
  const [lower, upper] = side === 'due' ? [SKPrefix, boundary] : [boundary, SKEnd];
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
      ExpressionAttributeValues: { ':pk': PK, ':lower': lower, ':upper': upper },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys<PendingEntry>(item));
}

/** One page of the entries in a due-date bucket of GSI1 that are due at `at`. */
export async function queryDueBucket(
  partition: string,
  at: number,
  startKey?: Record<string, unknown>,
): Promise<{ entries: PendingEntry[]; nextKey?: Record<string, unknown> }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :boundary',
      ExpressionAttributeValues: { ':pk': partition, ':boundary': pendingDueSortBoundary(at) },
      ExclusiveStartKey: startKey,
      Limit: 200,
    }),
  );
  return { entries: (page.Items ?? []).map((item) => withoutKeys<PendingEntry>(item)), nextKey: page.LastEvaluatedKey };
}

/** Marks a coupon code used; the first reported use is kept when a code is reported again. */
export function couponUseItem(clientId: string, code: string, use: { receiptId: string; memberId?: number; at: number }): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: couponUseKey(clientId, code),
      UpdateExpression:
        'SET #type = :type, #code = :code, #receipt = if_not_exists(#receipt, :receipt), #used = if_not_exists(#used, :at)' +
        (use.memberId === undefined ? '' : ', #member = if_not_exists(#member, :member)'),
      ExpressionAttributeNames: {
        '#type': 'type',
        '#code': 'code',
        '#receipt': 'receipt_id',
        '#used': 'date_used',
        ...(use.memberId === undefined ? {} : { '#member': 'member_id' }),
      },
      ExpressionAttributeValues: {
        ':type': 'coupon_use',
        ':code': code,
        ':receipt': use.receiptId,
        ':at': use.at,
        ...(use.memberId === undefined ? {} : { ':member': use.memberId }),
      },
    },
  };
}

/**
 * Which of these coupon codes a purchase has reported as used (for the usable-coupons view).
 * BatchGetItem in chunks of 100 keys, retrying unprocessed keys.
 */
export async function usedCouponCodes(clientId: string, codes: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  const unique = [...new Set(codes)];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Array<Record<string, unknown>> | undefined = unique.slice(start, start + 100).map((code) => ({ ...couponUseKey(clientId, code) }));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 8; attempt++) {
      const answer: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: '#code', ExpressionAttributeNames: { '#code': 'code' } } } }),
      );
      for (const item of answer.Responses?.[tableName()] ?? []) used.add(item.code as string);
      keys = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (keys && keys.length > 0) throw new Error('coupon use markers could not be read');
  }
  return used;
}

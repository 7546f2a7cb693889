import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import {
  memberPurchaseKey,
  memberPurchasePrefix,
  memberPurchaseRange,
  pendingDueIndexKeys,
  pendingEntryKey,
  pendingPrefix,
  pendingSortBoundary,
  purchaseKey,
  purchasePartition,
  purchaseReturnKey,
  returnLookupKey,
} from '../data/keys.js';
import { batchGet, queryPages, queryRangeNewestFirst } from '../data/batch-reads.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';

/**
 * Storage of purchases (spec 4.8), the members' purchase records and pending points. Every
 * write here is a transaction item: purchases, claims and credits commit together or not at all.
 */

const PurchaseLineSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  price: z.number().nullable(),
});
export type PurchaseLine = z.infer<typeof PurchaseLineSchema>;

const PurchaseItem = z.object({
  client_id: z.string(),
  receipt_id: z.string(),
  date_purchase: z.number(),
  total: z.number(),
  tax: z.number().nullable(),
  shipping: z.number().nullable(),
  items: z.array(PurchaseLineSchema),
  loc_id: z.string().nullable(),
  loc_address_1: z.string().optional(),
  loc_address_2: z.string().optional(),
  loc_address_3: z.string().optional(),
  loc_description: z.string().optional(),
  loc_lat: z.union([z.number(), z.string()]).optional(),
  loc_long: z.union([z.number(), z.string()]).optional(),
  coupon_codes: z.array(z.string()),
  /** Points the purchase earns, at the client's rate when it was recorded. */
  points: z.number(),
  /** The purchaser named when the purchase was recorded; absent for a purchase to be claimed. */
  member_id: z.number().optional(),
  /** The member who claimed the receipt, once claimed. */
  claimed_by: z.number().optional(),
  date_claimed: z.number().optional(),
  date_created: z.number(),
  /** Returns so far: the amount returned, units returned per line id, and the points taken back or cancelled. */
  returned_amount: z.number().optional(),
  returned_items: z.record(z.string(), z.number()).optional(),
  points_returned: z.number().optional(),
  /** Points a return could not take back because the member had already spent them. */
  points_shortfall: z.number().optional(),
  /**
   * Grows by one with every claim and return: each of them is conditioned on the version it read,
   * so a claim and a return of the same purchase never both act on the same state. Absent on
   * purchases recorded before versions were kept.
   */
  version: z.number().optional(),
});
export type PurchaseRecord = z.infer<typeof PurchaseItem>;

const EarningKindSchema = z.enum(['purchase', 'receipt_claim']);
export type EarningKind = z.infer<typeof EarningKindSchema>;

/** Points earned by a purchase that become redeemable at clear_at. */
const PendingEntryItem = z.object({
  client_id: z.string(),
  member_id: z.number(),
  receipt_id: z.string(),
  points: z.number(),
  date_of_purchase: z.number(),
  clear_at: z.number(),
  /** The ledger movement written when the entry clears. */
  kind: EarningKindSchema,
  name: z.string(),
  notes: z.string().nullable(),
  date_created: z.number(),
});
export type PendingEntry = z.infer<typeof PendingEntryItem>;

const MemberPurchaseItem = z.object({
  receipt_id: z.string(),
  date_purchase: z.number(),
  total: z.number(),
  points: z.number(),
  kind: EarningKindSchema,
});
export type MemberPurchase = z.infer<typeof MemberPurchaseItem>;

/**
 * One return of a purchase, as it was made: what it gave back and what it did to the points, so
 * that a void can undo exactly that. Voided returns stay, with what the void gave back.
 */
const PurchaseReturnItem = z.object({
  client_id: z.string(),
  receipt_id: z.string(),
  return_id: z.string(),
  /** Its place among the purchase's returns: the purchase version it moved the purchase to. */
  seq: z.number(),
  date_returned: z.number(),
  /** Money: the part of the purchase's total this return gave back. */
  amount: z.number(),
  /** Units this return gave back per line id (none for a return by total). */
  items: z.record(z.string(), z.number()),
  /** What this return added to the purchase's points_returned (what a void takes off it again). */
  points_change: z.number(),
  /** Taken off the member's redeemable points through the ledger. */
  points_returned: z.number(),
  /** Taken off the purchase's pending entry. */
  pending_points_cancelled: z.number(),
  /** Due back but not taken (spent already, or no member yet). */
  points_shortfall: z.number(),
  /** The member whose points the return moved; absent for a purchase nobody had claimed. */
  member_id: z.number().optional(),
  /** The pending entry the return lowered, so a void can put its points back on it. */
  pending: z.object({ clear_at: z.number(), date_of_purchase: z.number(), kind: EarningKindSchema, name: z.string(), notes: z.string().nullable() }).optional(),
  date_voided: z.number().optional(),
  /** What the void gave back: to redeemable points, and to the pending entry. */
  points_given_back: z.number().optional(),
  pending_points_restored: z.number().optional(),
});
export type PurchaseReturn = z.infer<typeof PurchaseReturnItem>;

/** Where a return id leads: enough to read the return, its purchase and its member in one round trip. */
const ReturnLookupItem = z.object({ client_id: z.string(), return_id: z.string(), receipt_id: z.string(), seq: z.number(), member_id: z.number().optional() });
export type ReturnLookup = z.infer<typeof ReturnLookupItem>;

const decodePurchase = itemDecoder('purchase', PurchaseItem);
const decodePurchaseReturn = itemDecoder('purchase_return', PurchaseReturnItem);
const decodeReturnLookup = itemDecoder('return_lookup', ReturnLookupItem);
/** A member purchase record read for its receipt id alone (a projection). */
const decodeMemberReceipt = itemDecoder('member_purchase', MemberPurchaseItem.pick({ receipt_id: true }));
const decodeMemberPurchase = itemDecoder('member_purchase', MemberPurchaseItem);
/** Pending entries wait in due-date buckets (GSI1) until they clear. */
const decodePendingEntry = dueItemDecoder('pending_points', PendingEntryItem);

/** Records a purchase; fails the transaction when the client already has the receipt id. */
export function putPurchaseItem(purchase: PurchaseRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...purchaseKey(purchase.client_id, purchase.receipt_id), type: 'purchase', ...purchase, version: 0 },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function getPurchase(clientId: string, receiptId: string): Promise<PurchaseRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: purchaseKey(clientId, receiptId), ConsistentRead: true }));
  return Item ? decodePurchase(Item) : undefined;
}

/**
 * The condition that the purchase is still at the version `purchase` was read at, and the update
 * that moves it to the next: what makes claims and returns of one purchase exclude each other.
 */
function nextVersion(purchase: PurchaseRecord) {
  const read = purchase.version;
  return {
    condition: read === undefined ? 'attribute_exists(PK) AND attribute_not_exists(version)' : 'version = :read',
    set: 'version = :next',
    values: { ':next': (read ?? 0) + 1, ...(read === undefined ? {} : { ':read': read }) },
  };
}

/**
 * Claims the purchase as read, unclaimed and recorded without a member: fails the transaction
 * when a claim or a return changed it since, so the claim's points rest on what it checked.
 */
export function claimPurchaseItem(purchase: PurchaseRecord, memberId: number, now: number): TransactItem {
  const version = nextVersion(purchase);
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseKey(purchase.client_id, purchase.receipt_id),
      UpdateExpression: `SET claimed_by = :member, date_claimed = :now, ${version.set}`,
      ConditionExpression: `${version.condition} AND attribute_not_exists(member_id) AND attribute_not_exists(claimed_by)`,
      ExpressionAttributeValues: { ':member': memberId, ':now': now, ...version.values },
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
  return Items?.[0] ? decodeMemberPurchase(Items[0]) : undefined;
}

/** A pending entry, indexed in GSI1 under the day it clears for the scheduled job. */
export function putPendingEntryItem(entry: PendingEntry, condition?: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...pendingEntryKey(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
        ...pendingDueIndexKeys(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
        type: 'pending_points',
        ...entry,
      },
      ...(condition ? { ConditionExpression: condition } : {}),
    },
  };
}

/**
 * Removes a pending entry as it clears; fails the transaction if it was already cleared, or if a
 * return lowered its points since it was read (the clearing then credits what is left, next time).
 */
export function deletePendingEntryItem(entry: PendingEntry): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: pendingEntryKey(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id),
      ConditionExpression: 'attribute_exists(PK) AND points = :points',
      ExpressionAttributeValues: { ':points': entry.points },
    },
  };
}

/**
 * The member's pending entries on one side of `at`, soonest first: `due` ones (clear_at <= at)
 * or `waiting` ones (clear_at > at). At most `limit` entries: one Query page.
 */
export async function queryMemberPending(clientId: string, memberId: number, side: 'due' | 'waiting', at: number, limit: number): Promise<PendingEntry[]> {
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
  return (Items ?? []).map(decodePendingEntry);
}

/**
 * Records a return on the purchase, only if no claim or other return changed it since it was
 * read: a return computed before a claim landed is rebuilt, and takes the claimed points back.
 */
export function recordReturnItem(
  purchase: PurchaseRecord,
  next: { returned_amount: number; returned_items: Record<string, number>; points_returned: number; points_shortfall: number },
): TransactItem {
  const version = nextVersion(purchase);
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseKey(purchase.client_id, purchase.receipt_id),
      UpdateExpression: `SET returned_amount = :amount, returned_items = :items, points_returned = :points, points_shortfall = :shortfall, ${version.set}`,
      ConditionExpression: version.condition,
      ExpressionAttributeValues: {
        ':amount': next.returned_amount,
        ':items': next.returned_items,
        ':points': next.points_returned,
        ':shortfall': next.points_shortfall,
        ...version.values,
      },
    },
  };
}

/** Sets a pending entry's points (deletes it at zero), only if it still holds what it was read with. */
export function setPendingEntryPointsItem(entry: PendingEntry, points: number): TransactItem {
  const Key = pendingEntryKey(entry.client_id, entry.member_id, entry.clear_at, entry.receipt_id);
  if (points <= 0)
    return { Delete: { TableName: tableName(), Key, ConditionExpression: 'points = :was', ExpressionAttributeValues: { ':was': entry.points } } };
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET points = :points',
      ConditionExpression: 'points = :was',
      ExpressionAttributeValues: { ':points': points, ':was': entry.points },
    },
  };
}

/**
 * Puts back a pending entry a return had taken whole (or one a void puts back after its clearing
 * time, due at once): only if no entry is there, so two voids never write over each other.
 */
export const restorePendingEntryItem = (entry: PendingEntry): TransactItem => putPendingEntryItem(entry, 'attribute_not_exists(PK)');

/**
 * A return as made: its record in the purchase's partition and the lookup by its id, which
 * reserves the id for the client (the lookup's condition fails when the id was used before).
 */
export function putReturnItems(record: PurchaseReturn): { record: TransactItem; lookup: TransactItem } {
  const lookup: ReturnLookup = {
    client_id: record.client_id,
    return_id: record.return_id,
    receipt_id: record.receipt_id,
    seq: record.seq,
    ...(record.member_id === undefined ? {} : { member_id: record.member_id }),
  };
  return {
    record: {
      Put: {
        TableName: tableName(),
        Item: { ...purchaseReturnKey(record.client_id, record.receipt_id, record.seq, record.return_id), type: 'purchase_return', ...record },
      },
    },
    lookup: {
      Put: {
        TableName: tableName(),
        Item: { ...returnLookupKey(record.client_id, record.return_id), type: 'return_lookup', ...lookup },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

/** Where the return with this id leads, read consistently; undefined when the client has no such return. */
export async function getReturnLookup(clientId: string, returnId: string): Promise<ReturnLookup | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: returnLookupKey(clientId, returnId), ConsistentRead: true }));
  return Item ? decodeReturnLookup(Item) : undefined;
}

/** The return a lookup leads to, read consistently. */
export async function getReturnRecord(lookup: ReturnLookup): Promise<PurchaseReturn | undefined> {
  const key = purchaseReturnKey(lookup.client_id, lookup.receipt_id, lookup.seq, lookup.return_id);
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ? decodePurchaseReturn(Item) : undefined;
}

/** The return with this id, read consistently through its lookup: two GetItems. */
export async function getPurchaseReturn(clientId: string, returnId: string): Promise<PurchaseReturn | undefined> {
  const lookup = await getReturnLookup(clientId, returnId);
  return lookup && getReturnRecord(lookup);
}

/** Marks the return voided with what the void gave back, only if no void got there first. */
export function voidReturnItem(
  record: PurchaseReturn,
  voided: { date_voided: number; points_given_back: number; pending_points_restored: number },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: purchaseReturnKey(record.client_id, record.receipt_id, record.seq, record.return_id),
      UpdateExpression: 'SET date_voided = :at, points_given_back = :back, pending_points_restored = :restored',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(date_voided)',
      ExpressionAttributeValues: { ':at': voided.date_voided, ':back': voided.points_given_back, ':restored': voided.pending_points_restored },
    },
  };
}

/**
 * The purchase and its first `maxReturns` returns, oldest first: one Query of the purchase's
 * partition (the purchase item sorts before its returns).
 */
export async function purchaseWithReturns(
  clientId: string,
  receiptId: string,
  maxReturns: number,
): Promise<{ purchase: PurchaseRecord; returns: PurchaseReturn[] } | undefined> {
  const { PK } = purchasePartition(clientId, receiptId);
  const items = await queryPages({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK }, Limit: maxReturns + 1 }, maxReturns + 1);
  const [first, ...rest] = items;
  if (first?.type !== 'purchase') return undefined;
  return { purchase: decodePurchase(first), returns: rest.map(decodePurchaseReturn) };
}

/**
 * The receipt ids of the member's purchases dated from `from` to `to`, newest first, at most
 * `limit`: one Query of the member's partition, reading each purchase record's keys and receipt id.
 */
export async function memberReceiptsBetween(clientId: string, memberId: number, from: number, to: number, limit: number): Promise<string[]> {
  const items = await queryRangeNewestFirst(memberPurchaseRange(clientId, memberId, from, to), ['PK', 'SK', 'receipt_id'], limit);
  return items.map((item) => decodeMemberReceipt(item).receipt_id);
}

/** The client's purchases under these receipt ids, in the ids' order (missing ones left out): one BatchGetItem. */
export async function getPurchases(clientId: string, receiptIds: string[]): Promise<PurchaseRecord[]> {
  const found = new Map(
    (await batchGet(receiptIds.map((receiptId) => purchaseKey(clientId, receiptId)))).map((item) => [item.receipt_id, decodePurchase(item)]),
  );
  return receiptIds.flatMap((receiptId) => found.get(receiptId) ?? []);
}

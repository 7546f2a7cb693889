import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { memberPurchaseKey, memberPurchasePrefix, memberPurchaseRange, orderLookupKey, purchaseKey, purchasePartition } from './keys.js';
import { batchGet, queryPages, queryRangeNewestFirst } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { EarningKindSchema } from './pending-entry-repository.js';
import { decodePurchaseReturn, type PurchaseReturn } from './purchase-return-repository.js';

/**
 * Storage of purchases (spec 4.8) and the members' purchase records; pending points are in
 * pending-entry-repository.ts, returns in purchase-return-repository.ts. Every write here is a
 * transaction item: purchases, claims and credits commit together or not at all.
 */

const PurchaseLineSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  price: z.number().nullable(),
  category: z.string().optional(),
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
  /** The store system's order the receipt belongs to (the hosted form's order_id), unique per client. */
  order_id: z.string().optional(),
  /** How it was bought (the hosted form's channel_id: 1 In Store ... 9 Outlet). */
  channel_id: z.number().optional(),
  /** The currency of its amounts; absent: the program's base currency. */
  currency: z.string().optional(),
  /** Recorded only (the hosted form's subtotal). */
  subtotal: z.number().optional(),
  /** Points the purchase earns, at the client's rate when it was recorded: base_points plus bonus_points. */
  points: z.number(),
  /** Of points, those from the rate and those from earning rules; absent on purchases recorded before they were kept. */
  base_points: z.number().optional(),
  bonus_points: z.number().optional(),
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

const MemberPurchaseItem = z.object({
  receipt_id: z.string(),
  date_purchase: z.number(),
  total: z.number(),
  points: z.number(),
  kind: EarningKindSchema,
});
export type MemberPurchase = z.infer<typeof MemberPurchaseItem>;

const decodePurchase = itemDecoder('purchase', PurchaseItem);
/** A member purchase record read for its receipt id alone (a projection). */
const decodeMemberReceipt = itemDecoder('member_purchase', MemberPurchaseItem.pick({ receipt_id: true }));
const decodeMemberPurchase = itemDecoder('member_purchase', MemberPurchaseItem);
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

/** Reserves the order id for the purchase; fails the transaction when another purchase of the client has it. */
export function putOrderLookupItem(clientId: string, orderId: string, receiptId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...orderLookupKey(clientId, orderId), type: 'order_lookup', client_id: clientId, order_id: orderId, receipt_id: receiptId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

const decodeOrderLookup = itemDecoder('order_lookup', z.object({ receipt_id: z.string() }));

/** The receipt id of the purchase recorded under this order id, read consistently; undefined when none is. */
export async function receiptOfOrder(clientId: string, orderId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: orderLookupKey(clientId, orderId), ConsistentRead: true }));
  return Item ? decodeOrderLookup(Item).receipt_id : undefined;
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

/** How many purchases the member made dated from `from` to `to`, and their total: one Query of its purchase records' totals. */
export async function memberPurchaseTotals(clientId: string, memberId: number, from: number, to: number): Promise<{ count: number; total: number }> {
  const range = memberPurchaseRange(clientId, memberId, from, to);
  const items = await queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.PK, ':from': range.SKFrom, ':to': range.SKTo },
    ExpressionAttributeNames: { '#total': 'total' },
    ProjectionExpression: '#total',
  });
  const total = items.reduce((sum, item) => sum + (typeof item.total === 'number' ? item.total : 0), 0);
  return { count: items.length, total: Math.round(total * 100) / 100 };
}

/** The client's purchases under these receipt ids, in the ids' order (missing ones left out): one BatchGetItem. */
export async function getPurchases(clientId: string, receiptIds: string[]): Promise<PurchaseRecord[]> {
  const found = new Map(
    (await batchGet(receiptIds.map((receiptId) => purchaseKey(clientId, receiptId)))).map((item) => [item.receipt_id, decodePurchase(item)]),
  );
  return receiptIds.flatMap((receiptId) => found.get(receiptId) ?? []);
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem } from '../data/transactions.js';
import { purchaseReturnKey, returnLookupKey } from './keys.js';
import { EarningKindSchema } from './pending-entry-repository.js';

/**
 * Storage of purchase returns: each return's record in its purchase's partition and the lookup
 * that leads from a return id to it (and reserves the id). Every write is a transaction item.
 */

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
  /** The hosted form's return_type (1 Return With Receipt ... 9 Return For Exchange Without Receipt). */
  return_type: z.number().optional(),
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

/** A return record as stored (also read with its purchase: purchase-repository.ts). */
export const decodePurchaseReturn = itemDecoder('purchase_return', PurchaseReturnItem);
const decodeReturnLookup = itemDecoder('return_lookup', ReturnLookupItem);

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

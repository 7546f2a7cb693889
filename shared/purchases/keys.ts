import { type ItemKey, join, SEP, shardOf, sortableNumber, utcDay } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/** The keys of purchases, their returns, members' purchase records and pending points. */

/** The purchase recorded under a receipt id; its existence reserves the receipt id for the client. */
export const purchaseKey = (clientId: string, receiptId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  SK: 'PURCHASE',
});

/**
 * Where an order id leads: the receipt of the one purchase recorded under it. Written in the
 * purchase's own transaction, only if absent, so an order id names at most one purchase.
 */
export const orderLookupKey = (clientId: string, orderId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'ORDER', orderId),
  SK: 'ORDER',
});

/** A member's own record of a purchase (recorded for them or claimed), newest purchase last. */
export const memberPurchaseKey = (clientId: string, memberId: number, datePurchase: number, receiptId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('PURCHASE', sortableNumber(datePurchase, 12), receiptId),
});
export const memberPurchasePrefix = (clientId: string, memberId: number) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: `PURCHASE${SEP}`,
});
/** A member's purchase records dated from `from` to `to` (Unix seconds, both included). */
export const memberPurchaseRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKFrom: join('PURCHASE', sortableNumber(from, 12)),
  SKTo: join('PURCHASE', sortableNumber(to + 1, 12)),
});

/**
 * One return of a purchase, in the purchase's own partition, in the order the returns were made:
 * `seq` is the purchase version the return moved it to, unique and growing per purchase.
 */
export const purchaseReturnKey = (clientId: string, receiptId: string, seq: number, returnId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  SK: join('RETURN', sortableNumber(seq, 12), returnId),
});
/** The purchase's partition: the purchase item (`PURCHASE`) sorts before its returns (`RETURN#...`). */
export const purchasePartition = (clientId: string, receiptId: string) => ({
  PK: join('CLIENT', clientId, 'RECEIPT', receiptId),
  ReturnPrefix: `RETURN${SEP}`,
});

/** Where a return id leads (its receipt and place among the purchase's returns); its existence reserves the return id for the client. */
export const returnLookupKey = (clientId: string, returnId: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'RETURN', returnId),
  SK: 'RETURN',
});

/** Points waiting for their clearing date, sorted by that date inside the member's partition. */
export const pendingEntryKey = (clientId: string, memberId: number, clearAt: number, receiptId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('PENDING', sortableNumber(clearAt, 12), receiptId),
});
export const pendingPrefix = (clientId: string, memberId: number) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: `PENDING${SEP}`,
  /** Above every pending entry's sort key (':' follows the digits of the clearing time). */
  SKEnd: `PENDING${SEP}:`,
});
/**
 * Splits a member's pending entries at `at`: entries clearing at or before `at` sort below it,
 * later ones above. No entry's key equals it (entry keys continue with a separator).
 */
export const pendingSortBoundary = (at: number): string => join('PENDING', sortableNumber(at + 1, 12));

/** Shards of each day's due-date bucket: a busy day's entries spread over this many GSI1 partitions. */
export const PENDING_DUE_SHARDS = 8;

const pendingDuePartition = (day: string, shard: number): string => join('PENDING_DUE', day, shard);

/**
 * GSI1 keys of a pending entry: partitioned by the UTC day it clears (sharded by member), sorted
 * by the clearing time, so the scheduled job reads what is due without scanning.
 */
export const pendingDueIndexKeys = (clientId: string, memberId: number, clearAt: number, receiptId: string) => ({
  GSI1PK: pendingDuePartition(utcDay(clearAt), shardOf(`${clientId}${SEP}${memberId}`, PENDING_DUE_SHARDS)),
  GSI1SK: join(sortableNumber(clearAt, 12), clientId, memberId, receiptId),
});

/** Every GSI1 partition holding entries that clear on the UTC day of `at`. */
export const pendingDuePartitions = (at: number): string[] =>
  Array.from({ length: PENDING_DUE_SHARDS }, (_unused, shard) => pendingDuePartition(utcDay(at), shard));

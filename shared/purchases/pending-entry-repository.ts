import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../data/client.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import type { TransactItem } from '../data/transactions.js';
import { pendingDueIndexKeys, pendingEntryKey, pendingPrefix, pendingSortBoundary } from './keys.js';

/**
 * Storage of pending points: what a purchase earns before its clearing date, in the member's
 * partition and in the due-date bucket the clearing job reads. Every write is a transaction item.
 */

/** How the points were earned: the ledger movement a pending entry becomes, and a member purchase record's kind. */
export const EarningKindSchema = z.enum(['purchase', 'receipt_claim']);
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
  /** The part of `points` earning rules gave: one ledger entry each when the entry clears, and what they decided. */
  rule_credits: z
    .array(z.object({ rule_id: z.string(), rule_version: z.number(), name: z.string(), points: z.number(), saw: z.record(z.string(), z.unknown()) }))
    .optional(),
  explanation: z.custom<object>((value) => typeof value === 'object' && value !== null).optional(),
  /** What the entry held when made: a return that lowers `points` lowers the rule credits in the same proportion. */
  earned_points: z.number().optional(),
});
export type PendingEntry = z.infer<typeof PendingEntryItem>;

/** Pending entries wait in due-date buckets (GSI1) until they clear. */
const decodePendingEntry = dueItemDecoder('pending_points', PendingEntryItem);

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

import { randomUUID } from 'node:crypto';
import { putLedgerEntryItem, updateBalancesItem, type LedgerEntry } from '../data/ledger-repository.js';
import type { MemberRecord } from '../data/member-repository.js';
import type { TransactItem } from '../data/transactions.js';

export type { LedgerEntry } from '../data/ledger-repository.js';

/**
 * The points ledger: the only door through which a member's points change.
 *
 * Invariants, held because the balance update and the entry are written in one transaction
 * against a known member version:
 *   total_points      = sum of entries that count toward total
 *   redeemable_points = total_points - redeemed - expired, never below zero
 */
export interface PointsMovement {
  kind: 'activity' | 'redemption' | 'code_redemption' | 'purchase' | 'receipt_claim' | 'expiry' | 'adjustment';
  /** Signed points: positive earns, negative spends or expires. */
  points: number;
  name: string;
  at: number;
  activityId?: string | null;
  notes?: string | null;
  extraData?: unknown;
  /** Points from purchases also add to num_points_purchased. */
  purchased?: boolean;
  /** Extra fields stored on the entry (e.g. an order id), for the history views. */
  details?: Record<string, unknown>;
}

export interface LedgerWrite {
  items: TransactItem[];
  entry: LedgerEntry;
  /** The member as it is once the transaction commits. */
  after: MemberRecord;
}

/**
 * The transaction items that apply one movement to a member snapshot. Compose them with the
 * caller's own items (stock, codes, orders) in a single TransactWriteItems; the update fails
 * if the member changed since the snapshot or the movement would overdraw redeemable points.
 * The first item is always the member's balance update.
 */
export function pointsMovement(member: MemberRecord, movement: PointsMovement): LedgerWrite {
  if (!Number.isSafeInteger(movement.points)) throw new Error('points must be a safe integer');
  const countsTowardTotal = movement.points > 0;
  const change = {
    total: countsTowardTotal ? movement.points : 0,
    redeemable: movement.points,
    purchased: movement.purchased && countsTowardTotal ? movement.points : 0,
  };
  const after: MemberRecord = {
    ...member,
    version: member.version + 1,
    total_points: member.total_points + change.total,
    redeemable_points: member.redeemable_points + change.redeemable,
    num_points_purchased: member.num_points_purchased + change.purchased,
  };
  const entry: LedgerEntry = {
    entry_id: randomUUID(),
    kind: movement.kind,
    num_points: movement.points,
    counts_toward_total: countsTowardTotal,
    activity_id: movement.activityId ?? null,
    name: movement.name,
    notes: movement.notes ?? null,
    extra_data: movement.extraData ?? null,
    date_created: movement.at,
    ending_total: after.total_points,
    ending_redeemable: after.redeemable_points,
    ...movement.details,
  };
  const items = [
    updateBalancesItem(member, change),
    putLedgerEntryItem(member.client_id, member.id, entry),
  ];
  return { items, entry, after };
}

/** Index of the member balance update among pointsMovement's items. */
export const BALANCE_ITEM_INDEX = 0;

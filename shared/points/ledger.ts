import { randomUUID } from 'node:crypto';
import { putLedgerEntryItem, updateBalancesItem, type LedgerEntry } from './ledger-repository.js';
import { updateMemberProfileItem, type MemberRecord } from '../data/member-repository.js';
import type { TransactItem } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { streamRecordItems, type StreamDisplay } from './activity-stream.js';
import { nowSeconds } from '../support/clock.js';
import { earningsAfter } from './earnings.js';
import { rankMovementItems } from './ranks.js';

export type { LedgerEntry } from './ledger-repository.js';
export type { StreamDisplay } from './activity-stream.js';

/**
 * The points ledger: the only door through which a member's points change.
 *
 * Invariants, held because everything below is written in one transaction against a known
 * member version:
 *   total_points      = sum of entries that count toward total
 *   redeemable_points = total_points - redeemed - expired, never below zero
 *   the member's weekly/monthly earning buckets, rank entry, rank-tree counts and the
 *   activity stream agree with the entries
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
  /** How an earning shows in the activity stream (image, link, content); optional. */
  display?: StreamDisplay;
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
 *
 * Item count: 2 for a movement that earns nothing (redemption, expiry). An earning adds the
 * rank entry, the stream record and the rank-tree nodes it moves: usually one leaf per tree
 * (7 items in all), 14 for a member's first earning ever, at most 21 (a move that crosses
 * the top digit of every tree: docs/data-model.md).
 */
export function pointsMovement(member: MemberRecord, movement: PointsMovement): LedgerWrite {
  const now = nowSeconds();
  const countsTowardTotal = movement.points > 0;
  const change = {
    total: countsTowardTotal ? movement.points : 0,
    redeemable: movement.points,
    purchased: movement.purchased && countsTowardTotal ? movement.points : 0,
  };
  // Weekly and monthly earnings count by when the points were credited, not a backdated date.
  const earnings = countsTowardTotal ? earningsAfter(member, change.total, now) : {};
  const after: MemberRecord = {
    ...member,
    ...earnings,
    version: member.version + 1,
    total_points: member.total_points + change.total,
    redeemable_points: member.redeemable_points + change.redeemable,
    num_points_purchased: member.num_points_purchased + change.purchased,
  };
  // Balances are JSON numbers: past 2^53 they would silently lose points.
  if (![movement.points, after.total_points, after.redeemable_points, after.num_points_purchased].every(Number.isSafeInteger)) {
    throw inputError('points: the balance would pass the largest amount of points a member can hold');
  }
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
    updateBalancesItem(member, change, earnings),
    putLedgerEntryItem(member.client_id, member.id, entry),
    ...rankMovementItems(member, after, now),
    ...streamRecordItems(
      member,
      { entryId: entry.entry_id, name: movement.name, points: movement.points, at: movement.at, activityId: entry.activity_id, display: movement.display },
      now,
    ),
  ];
  return { items, entry, after };
}

/**
 * A movement applied in the same transaction as a profile change of the member (remove_points on
 * a user update): DynamoDB takes one operation per item, so one version-checked update of the
 * member item sets the profile fields and the balances the movement leaves; the ledger entry and
 * the movement's other items ride beside it.
 */
export function pointsMovementWithProfile(member: MemberRecord, movement: PointsMovement, profile: Record<string, unknown>): LedgerWrite {
  const write = pointsMovement(member, movement);
  const { total_points, redeemable_points, num_points_purchased, earned_week, earned_months } = write.after;
  const balances = { total_points, redeemable_points, num_points_purchased, ...(earned_week !== undefined ? { earned_week, earned_months } : {}) };
  return { ...write, items: [updateMemberProfileItem(member, { ...profile, ...balances }), ...write.items.slice(1)] };
}


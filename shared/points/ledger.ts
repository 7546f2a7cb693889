import { randomUUID } from 'node:crypto';
import { putLedgerEntryItem, updateBalancesItem, type LedgerEntry } from './ledger-repository.js';
import { updateMemberProfileItem, type MemberRecord } from '../member-store/index.js';
import { onCommit, type TransactItem } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { streamRecordItems, type StreamDisplay } from './activity-stream.js';
import { newStreamShard } from './stream-repository.js';
import { nowSeconds } from '../support/clock.js';
import { earningsAfter } from './earnings.js';
import { rankMovementItems } from './ranks.js';
import { tierStanding } from './tiers.js';
import { memberEventItem, type WebhookEventType } from '../events/index.js';
import type { ClientSettings, ExpiryPolicy } from '../programs/index.js';
import { dueExpiry, nextExpiryDue, type DueExpiry } from './expiry-rules.js';
import { deleteExpiryMarkerItem, putExpiryMarkerItem } from './expiry-repository.js';
import { present } from '../support/present.js';
import { countPointsCredited, countPointsExpired, countPointsRedeemed } from '../support/metrics.js';

export type { LedgerEntry } from './ledger-repository.js';
export type { StreamDisplay } from './activity-stream.js';

/**
 * The points ledger: the only door through which a member's points change.
 *
 * Invariants, held because everything below is written in one transaction against a known
 * member version:
 *   total_points      = sum of entries that count toward total
 *   redeemable_points = total_points - redeemed - expired - returned - removed, never below
 *                       zero unless the client lets returns overdraw
 *   the member's weekly/monthly earning buckets, rank entry, rank-tree counts and the
 *   activity stream agree with the entries
 */
export interface PointsMovement {
  kind: 'activity' | 'redemption' | 'code_redemption' | 'purchase' | 'receipt_claim' | 'expiration' | 'adjustment' | 'return' | 'return_void';
  /**
   * Signed points: positive earns, negative spends or expires. A return_void gives back what a
   * return took: redeemable points only, as the return took them, so it is no earning (it counts
   * toward neither total_points nor the earning buckets).
   */
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
  /** A debit that may take redeemable points below zero (a purchase return, when the client allows it). */
  mayOverdraw?: boolean;
}

/** What of the client's settings a ledger write applies: expiry, and tiers (a level crossed is an event). */
export type LedgerSettings = Pick<ClientSettings, 'expiry_policy' | 'tiers'>;

export interface LedgerWrite {
  items: TransactItem[];
  entry: LedgerEntry;
  /** The member as it is once the transaction commits. */
  after: MemberRecord;
  /** Fields the member update sets besides the balances (earning buckets, expiry schedule). */
  sets: Record<string, unknown>;
}

interface Step {
  entry: LedgerEntry;
  after: MemberRecord;
  change: { total: number; redeemable: number; purchased: number };
}

/** One movement applied to a member snapshot in memory: the balances after it and its ledger entry. */
function step(member: MemberRecord, movement: PointsMovement, now: number): Step {
  const countsTowardTotal = movement.points > 0 && movement.kind !== 'return_void';
  const change = {
    total: countsTowardTotal ? movement.points : 0,
    redeemable: movement.points,
    purchased: movement.purchased && countsTowardTotal ? movement.points : 0,
  };
  // Weekly and monthly earnings count by when the points were credited, not a backdated date.
  const earnings = countsTowardTotal ? { ...earningsAfter(member, change.total, now), last_earned_at: now } : {};
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
    // An entry dated before it was written (a backdated activity, pending points clearing, an expiry) keeps when it was: reports count it that day.
    ...(movement.at === now ? {} : { recorded_at: now }),
    ending_total: after.total_points,
    ending_redeemable: after.redeemable_points,
    ...movement.details,
  };
  return { entry, after, change };
}

const expiryMovement = (due: DueExpiry): PointsMovement => ({ kind: 'expiration', points: -due.points, name: 'Points expired', at: due.dueAt });

/**
 * The items of a ledger write: points that have fallen due to expire go first (so nothing is
 * spent or earned on a member holding expired points), then the movement, if any. One
 * version-checked update of the member item carries both, and the member's expiry marker moves
 * when its next expiry date changes.
 */
function ledgerWrite(member: MemberRecord, movement: PointsMovement | undefined, settings: LedgerSettings, now: number): LedgerWrite | undefined {
  const policy = settings.expiry_policy;
  const due = dueExpiry(policy, member, now);
  const steps: Step[] = [];
  let current = member;
  for (const next of [due && expiryMovement(due), movement]) {
    if (!next) continue;
    const done = step(current, next, now);
    steps.push(done);
    current = { ...done.after, version: member.version + 1 };
  }
  const last = steps.at(-1);
  if (!last) return undefined;
  const schedule = expiryScheduleItems(policy, member, current, now);
  const after = { ...current, ...schedule.sets };
  const earnings =
    movement && last.entry.counts_toward_total
      ? { earned_week: after.earned_week, earned_months: after.earned_months, last_earned_at: after.last_earned_at }
      : {};
  const sets = { ...earnings, ...schedule.sets };
  const change = {
    total: steps.reduce((sum, { change }) => sum + change.total, 0),
    redeemable: steps.reduce((sum, { change }) => sum + change.redeemable, 0),
    purchased: steps.reduce((sum, { change }) => sum + change.purchased, 0),
  };
  const streamShard = newStreamShard();
  // The stream shows earnings: points a voided return gives back are none.
  const stream =
    movement && last.entry.counts_toward_total
      ? streamRecordItems(
          member,
          {
            entryId: last.entry.entry_id,
            name: movement.name,
            points: movement.points,
            at: movement.at,
            activityId: last.entry.activity_id,
            display: movement.display,
          },
          now,
          streamShard,
        )
      : [];
  if (stream.length > 0) last.entry.stream_shard = streamShard;
  const items = [
    updateBalancesItem(member, change, sets, movement?.mayOverdraw),
    ...steps.map(({ entry }) => onCommit(putLedgerEntryItem(member.client_id, member.id, entry), () => countEntry(entry))),
    ...rankMovementItems(member, after, now),
    ...stream,
    ...schedule.items,
    ...steps.flatMap(({ entry }) => pointsEventItems(member, entry, now)),
    ...tierEventItems(settings, member, after, now),
  ];
  return { items, entry: last.entry, after, sets };
}

/**
 * The transaction items that apply one movement to a member snapshot. Compose them with the
 * caller's own items (stock, codes, orders) in a single TransactWriteItems; the update fails
 * if the member changed since the snapshot or the movement would overdraw redeemable points.
 * The first item is always the member's balance update. Points of the member that have fallen
 * due under the client's expiry policy expire in the same write, before the movement.
 *
 * Item count: 2 for a movement that earns nothing (redemption, expiry), plus 1 when points
 * expire first and 1 when the member's next expiry date moves. An earning adds the rank entry,
 * the stream record and the rank-tree nodes it moves: usually one leaf per tree (7 items in
 * all), 14 for a member's first earning ever, at most 21 (a move that crosses the top digit of
 * every tree: docs/data-model.md).
 */
export function pointsMovement(member: MemberRecord, movement: PointsMovement, settings: LedgerSettings): LedgerWrite {
  return present(ledgerWrite(member, movement, settings, nowSeconds()), 'the write of a movement');
}

/**
 * What the expiry job writes for a member: the points due by `now` expired (with the marker
 * moved to the next expiry), or, when nothing is due, only the marker moved to where the
 * member's points now say (a policy changed, or the points were spent). Undefined when the
 * marker is already right.
 */
export function expiryWrite(member: MemberRecord, settings: LedgerSettings, now: number): { items: TransactItem[]; expired: number } | undefined {
  const due = dueExpiry(settings.expiry_policy, member, now);
  if (due) return { items: present(ledgerWrite(member, undefined, settings, now), 'the write of a due expiry').items, expired: due.points };
  const schedule = expiryScheduleItems(settings.expiry_policy, member, member, now);
  if (schedule.items.length === 0) return undefined;
  return { items: [updateMemberProfileItem(member, schedule.sets), ...schedule.items], expired: 0 };
}

/**
 * A movement applied in the same transaction as a profile change of the member (remove_points on
 * a user update): DynamoDB takes one operation per item, so one version-checked update of the
 * member item sets the profile fields and the balances the movement leaves; the ledger entry and
 * the movement's other items ride beside it.
 */
export function pointsMovementWithProfile(
  member: MemberRecord,
  movement: PointsMovement,
  settings: LedgerSettings,
  profile: Record<string, unknown>,
): LedgerWrite {
  const write = pointsMovement(member, movement, settings);
  const { total_points, redeemable_points, num_points_purchased } = write.after;
  return {
    ...write,
    items: [updateMemberProfileItem(member, { ...profile, total_points, redeemable_points, num_points_purchased, ...write.sets }), ...write.items.slice(1)],
  };
}

/** A migrated member's opening balances: lifetime points earned elsewhere, and how many of them are still redeemable. */
export interface OpeningBalance {
  total: number;
  redeemable: number;
  /** The import row the balances come from: the entries' ids derive from it. */
  source: { import_id: string; line: number };
}

/**
 * The ledger side of a member's opening balances (kind `import`): one earning of the lifetime
 * points and, when fewer are redeemable, one debit of the points spent before the move, so the
 * ledger adds up to both balances. The caller writes the member item itself with `after`'s
 * fields (a new member's put, or an existing member's version-checked update) and defers the
 * rank-tree counts to its chunk. The points count as earned in this month, not this week: a
 * rolling expiry policy gives them their full life from the move, and the weekly ranks stay
 * those of points earned here. `after.opening_balance` records the row, so one member's
 * opening balance is taken once.
 */
export function openingBalanceWrite(
  member: MemberRecord,
  opening: OpeningBalance,
  settings: LedgerSettings,
  now: number,
): { items: TransactItem[]; after: MemberRecord } {
  const spent = opening.total - opening.redeemable;
  const total_points = member.total_points + opening.total;
  const redeemable_points = member.redeemable_points + opening.redeemable;
  if (![total_points, redeemable_points].every(Number.isSafeInteger))
    throw inputError('points: the balance would pass the largest amount of points a member can hold');
  const entryId = `import-${opening.source.import_id}-${opening.source.line}`;
  const entry = (suffix: string, points: number, name: string, endingRedeemable: number): LedgerEntry => ({
    entry_id: `${entryId}${suffix}`,
    kind: 'import',
    num_points: points,
    counts_toward_total: points > 0,
    activity_id: null,
    name,
    notes: null,
    extra_data: null,
    date_created: now,
    ending_total: total_points,
    ending_redeemable: endingRedeemable,
    import_id: opening.source.import_id,
    line: opening.source.line,
  });
  const entries = [
    ...(opening.total > 0 ? [entry('', opening.total, 'Opening balance', member.redeemable_points + opening.total)] : []),
    ...(spent > 0 ? [entry('-spent', -spent, 'Opening balance: points spent before the move', redeemable_points)] : []),
  ];
  const earnings = opening.total > 0 ? { earned_months: earningsAfter(member, opening.total, now).earned_months, last_earned_at: now } : {};
  const balances: MemberRecord = {
    ...member,
    ...earnings,
    total_points,
    redeemable_points,
    opening_balance: { ...opening.source, total_points: opening.total, redeemable_points: opening.redeemable },
  };
  const schedule = expiryScheduleItems(settings.expiry_policy, member, balances, now);
  const after = { ...balances, ...schedule.sets };
  return {
    items: [
      ...entries.map((line) => onCommit(putLedgerEntryItem(member.client_id, member.id, line), () => countEntry(line))),
      ...schedule.items,
      ...entries.flatMap((line) => pointsEventItems(member, line, now)),
      ...tierEventItems(settings, member, after, now),
    ],
    after,
  };
}

/** The member's expiry marker follows its next expiry date: rewritten only when that date changes. */
function expiryScheduleItems(
  policy: ExpiryPolicy,
  before: MemberRecord,
  after: MemberRecord,
  now: number,
): { sets: Record<string, unknown>; items: TransactItem[] } {
  const marked = (before.expiry_due_at as number | null | undefined) ?? undefined;
  const next = nextExpiryDue(policy, after, now);
  if (next === marked) return { sets: {}, items: [] };
  if (next === undefined) return { sets: { expiry_due_at: null }, items: [deleteExpiryMarkerItem(before.client_id, before.id)] };
  return { sets: { expiry_due_at: next }, items: [putExpiryMarkerItem(before.client_id, before.id, next)] };
}

/** The business count a committed ledger entry adds to: points credited, redeemed or expired (other debits count nowhere). */
function countEntry(entry: LedgerEntry): void {
  if (entry.kind === 'expiration') countPointsExpired(-entry.num_points);
  else if (entry.kind === 'redemption') countPointsRedeemed(-entry.num_points);
  else if (entry.counts_toward_total) countPointsCredited(entry.num_points);
}

/** The event a ledger entry reports; redemptions report themselves (reward.redeemed, with the order). */
function pointsEventItems(member: MemberRecord, entry: LedgerEntry, now: number): TransactItem[] {
  const type: WebhookEventType | undefined =
    entry.kind === 'expiration'
      ? 'points.expired'
      : entry.kind === 'return'
        ? 'points.returned'
        : entry.kind === 'return_void'
          ? 'points.return_voided'
          : entry.kind === 'redemption'
            ? undefined
            : entry.num_points > 0
              ? 'points.credited'
              : 'points.removed';
  if (!type) return [];
  return [
    memberEventItem(
      member.client_id,
      member.id,
      type,
      {
        user_id: member.id,
        points: Math.abs(entry.num_points),
        source: entry.kind,
        entry_id: entry.entry_id,
        activity_id: entry.activity_id,
        total_points: entry.ending_total,
        redeemable_points: entry.ending_redeemable,
      },
      now,
    ),
  ];
}

/** tier.changed when a movement takes a Tiers V2 member across a level (an operator's override holds the level still). */
function tierEventItems(settings: LedgerSettings, before: MemberRecord, after: MemberRecord, now: number): TransactItem[] {
  const tiers = settings.tiers;
  if (tiers?.version !== 2 || before.tier_override) return [];
  const from = tierStanding(tiers, before, now).level;
  const to = tierStanding(tiers, after, now).level;
  if (from?.id === to?.id) return [];
  return [memberEventItem(before.client_id, before.id, 'tier.changed', { user_id: before.id, from: from?.id ?? null, to: to?.id ?? null }, now)];
}

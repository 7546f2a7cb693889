import { putLedgerEntryItem, updateBalancesItem, type LedgerEntry } from './ledger-repository.js';
import { updateMemberProfileItem, type MemberRecord } from '../member-store/index.js';
import { onCommit, type TransactItem } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { showsInStream, streamRecordItems } from './activity-stream.js';
import { newStreamShard } from './stream-repository.js';
import { nowSeconds } from '../support/clock.js';
import { earningsAfter } from './earnings.js';
import { carriedRankMove } from './ranks.js';
import type { ExpiryPolicy } from '../programs/index.js';
import { dueExpiry, nextExpiryDue, type DueExpiry } from './expiry-rules.js';
import { deleteExpiryMarkerItem, putExpiryMarkerItem } from './expiry-repository.js';
import { present } from '../support/present.js';
import { newLedgerEntryId } from './keys.js';
import { carriedPointsEvent, countEntry, tierEventItems } from './ledger-events.js';
import { type Earning, earningMovements, type LedgerSettings, type PointsMovement, type RuleCredit } from './movements.js';

export type { LedgerEntry } from './ledger-repository.js';
export type { StreamDisplay } from './activity-stream.js';
export type { Earning, LedgerSettings, PointsMovement, RuleCredit } from './movements.js';

/**
 * The points ledger: the only door through which a member's points change.
 *
 * Invariants, held because everything below is written in one transaction against a known
 * member version:
 *   total_points      = sum of entries that count toward total
 *   redeemable_points = total_points - redeemed - expired - returned - removed, never below
 *                       zero unless the client lets returns overdraw
 *   the member's weekly/monthly earning buckets and the activity stream agree with the entries
 * The rank entry and rank-tree counts follow from the move the write's last earning entry
 * carries (rank-moves.ts counts it from the stream, exactly once).
 */
export interface LedgerWrite {
  items: TransactItem[];
  /** The movement's entry (an earning's first: the trigger's own). */
  entry: LedgerEntry;
  /** Every entry of the movements, in order (expired points aside). */
  entries: LedgerEntry[];
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
    entry_id: newLedgerEntryId(movement.at),
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
 * spent or earned on a member holding expired points), then each movement. One version-checked
 * update of the member item carries them all, and the member's expiry marker moves when its
 * next expiry date changes. The movements after the first name it (`trigger_entry_id`), and the
 * first keeps the rules' explanation.
 */
function ledgerWrite(
  member: MemberRecord,
  movements: readonly PointsMovement[],
  settings: LedgerSettings,
  now: number,
  explanation?: object,
  memberSets: Record<string, unknown> = {},
): LedgerWrite | undefined {
  const policy = settings.expiry_policy;
  const due = dueExpiry(policy, member, now);
  const steps: Step[] = [];
  let current = member;
  for (const next of [...(due ? [expiryMovement(due)] : []), ...movements]) {
    const done = step(current, next, now);
    steps.push(done);
    current = { ...done.after, version: member.version + 1 };
  }
  const last = steps.at(-1);
  if (!last) return undefined;
  const moved = steps.slice(due ? 1 : 0);
  const first = moved[0];
  if (first) {
    if (explanation) first.entry.explanation = explanation;
    for (const later of moved.slice(1)) later.entry.trigger_entry_id = first.entry.entry_id;
  }
  const schedule = expiryScheduleItems(policy, member, current, now);
  const after = { ...current, ...schedule.sets, ...memberSets };
  const earned = moved.filter(({ entry }) => entry.counts_toward_total);
  const earnings = earned.length > 0 ? { earned_week: after.earned_week, earned_months: after.earned_months, last_earned_at: after.last_earned_at } : {};
  const sets = { ...earnings, ...schedule.sets, ...memberSets };
  const change = {
    total: steps.reduce((sum, { change }) => sum + change.total, 0),
    redeemable: steps.reduce((sum, { change }) => sum + change.redeemable, 0),
    purchased: steps.reduce((sum, { change }) => sum + change.purchased, 0),
  };
  const streamShard = newStreamShard();
  // The stream shows earnings, one record per trigger with everything it earned (a voided return gives back none).
  const shown = earned[0];
  const shownMovement = shown && movements[moved.indexOf(shown)];
  const stream =
    shown && shownMovement && showsInStream(shownMovement)
      ? streamRecordItems(
          member,
          {
            entryId: shown.entry.entry_id,
            name: shownMovement.name,
            points: earned.reduce((sum, { entry }) => sum + entry.num_points, 0),
            at: shownMovement.at,
            activityId: shown.entry.activity_id,
            display: shownMovement.display,
          },
          now,
          streamShard,
        )
      : [];
  if (shown && stream.length > 0) shown.entry.stream_shard = streamShard;
  // Earning entries always carry their points event, so the stream's filters let the move through.
  const rankMove = carriedRankMove(member, after, now);
  const moveCarrier = rankMove && earned.at(-1)?.entry;
  const items = [
    updateBalancesItem(
      member,
      change,
      sets,
      movements.some((movement) => movement.mayOverdraw),
    ),
    ...steps.map(({ entry }) =>
      onCommit(
        putLedgerEntryItem(member.client_id, member.id, entry, carriedPointsEvent(member, entry, now), entry === moveCarrier ? rankMove : undefined),
        () => countEntry(entry),
      ),
    ),
    ...stream,
    ...schedule.items,
    ...tierEventItems(settings, member, after, now),
  ];
  return { items, entry: (first ?? last).entry, entries: moved.map(({ entry }) => entry), after, sets };
}

/**
 * The transaction items that apply one movement to a member snapshot. Compose them with the
 * caller's own items (stock, codes, orders) in a single TransactWriteItems; the update fails
 * if the member changed since the snapshot or the movement would overdraw redeemable points.
 * The first item is always the member's balance update. Points of the member that have fallen
 * due under the client's expiry policy expire in the same write, before the movement.
 *
 * Item count: 2 for a movement that earns nothing (redemption, expiry), plus 1 when points
 * expire first and 1 when the member's next expiry date moves. An earning adds the stream
 * record (3 items); its rank move rides on its ledger entry.
 */
export function pointsMovement(member: MemberRecord, movement: PointsMovement, settings: LedgerSettings): LedgerWrite {
  return present(ledgerWrite(member, [movement], settings, nowSeconds()), 'the write of a movement');
}

/**
 * A trigger's earning: its own movement and one entry per earning rule that fired, in one
 * version-checked write of the member (2 more items per rule: its entry and its event).
 * Undefined when nothing moves (a custom event no rule credited, on a member with nothing due).
 */
export function earningWrite(member: MemberRecord, earning: Earning, settings: LedgerSettings): LedgerWrite | undefined {
  const now = nowSeconds();
  const movements = earningMovements(earning, now);
  if (movements.length === 0) return undefined;
  return ledgerWrite(member, movements, settings, now, earning.explanation, earning.memberSets);
}

/**
 * What the expiry job writes for a member: the points due by `now` expired (with the marker
 * moved to the next expiry), or, when nothing is due, only the marker moved to where the
 * member's points now say (a policy changed, or the points were spent). Undefined when the
 * marker is already right.
 */
export function expiryWrite(member: MemberRecord, settings: LedgerSettings, now: number): { items: TransactItem[]; expired: number } | undefined {
  const due = dueExpiry(settings.expiry_policy, member, now);
  if (due) return { items: present(ledgerWrite(member, [], settings, now), 'the write of a due expiry').items, expired: due.points };
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
 * rank-tree counts of a new member to its chunk; an existing member's update leaves `version`
 * (the member version it writes), and the opening entry carries the member's rank move as a
 * movement's does. The points count as earned in this month, not this week: a
 * rolling expiry policy gives them their full life from the move, and the weekly ranks stay
 * those of points earned here. `after.opening_balance` records the row, so one member's
 * opening balance is taken once.
 */
export function openingBalanceWrite(
  member: MemberRecord,
  opening: OpeningBalance,
  settings: LedgerSettings,
  now: number,
  version?: number,
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
  const rankMove = version === undefined ? undefined : carriedRankMove(member, { ...after, version }, now);
  return {
    items: [
      ...entries.map((line, index) =>
        onCommit(putLedgerEntryItem(member.client_id, member.id, line, carriedPointsEvent(member, line, now), index === 0 ? rankMove : undefined), () =>
          countEntry(line),
        ),
      ),
      ...schedule.items,
      ...tierEventItems(settings, member, after, now, true),
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

/** What a trigger answers of its rules' credits: each with the ledger entry written for it, in order. */
export function ruleCreditAnswers(write: LedgerWrite | undefined, credits: readonly RuleCredit[]) {
  const entries = write?.entries.filter((entry) => entry.kind === 'rule') ?? [];
  return credits.map((credit, index) => ({
    rule_id: credit.rule_id,
    rule_version: credit.rule_version,
    points: credit.points,
    entry_id: entries[index]?.entry_id ?? '',
  }));
}

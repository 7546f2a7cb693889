import type { OutboxEvent } from '../events/index.js';
import { DAY_SECONDS, monthId, monthIndex, monthStart } from '../support/periods.js';

/**
 * What a program's reports count, and what each outbox event or ledger entry adds to them: pure
 * rules, no I/O, so the consumer of the stream and a rebuild from the ledger count alike (and
 * the unit tests pin both). Every count is a sum of signed changes, so events may be counted in
 * any order.
 */

/** Where credited points came from: a ledger kind, as the reports name it. */
export const CREDIT_SOURCES = {
  activity: 'activity',
  purchase: 'purchase',
  code_redemption: 'campaign_code',
  receipt_claim: 'receipt',
  adjustment: 'adjustment',
  import: 'import',
} as const satisfies Record<string, string>;
export type CreditSource = (typeof CREDIT_SOURCES)[keyof typeof CREDIT_SOURCES];

const creditMetric = (source: CreditSource) => `points_credited_${source}` as const;

/** What moves points and rewards in a day: each credit source, then every kind of debit, and the counts beside them. */
const MOVEMENT_METRICS = [
  ...Object.values(CREDIT_SOURCES).map(creditMetric),
  'points_redeemed',
  'points_expired',
  'points_returned',
  'points_removed',
  'points_restored',
  'redemptions',
  'activity_credits',
  'coupons_used',
] as const;

/** The counters stored per day (and in the running totals), by name. */
export const STORED_METRICS = [
  'members_created',
  'members_deleted',
  ...MOVEMENT_METRICS,
  /** The day's change of outstanding points; the series and the summary add it up. */
  'outstanding_change',
] as const;
export type StoredMetric = (typeof STORED_METRICS)[number];

/** Webhook delivery outcomes, stored apart (shared/reports/keys.ts: no ledger rebuilds them). */
export const DELIVERY_METRICS = ['webhook_deliveries_succeeded', 'webhook_deliveries_failed'] as const;
export type DeliveryMetric = (typeof DELIVERY_METRICS)[number];

/** The metrics a daily series can carry: the stored ones, the deliveries, and two derived from them. */
export const DAILY_METRICS = [
  'members_created',
  'members_deleted',
  'points_issued',
  ...MOVEMENT_METRICS,
  ...DELIVERY_METRICS,
  /** Outstanding points (the liability) at the end of the day. */
  'outstanding_points',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

/** Points issued: every credit, whatever its source. */
export const ISSUED_METRICS: readonly StoredMetric[] = Object.values(CREDIT_SOURCES).map(creditMetric);

/** Counters per reward and per activity live beside the day's metrics under these names. */
export const rewardCounter = (rewardId: string, what: 'redemptions' | 'points') => `reward#${rewardId}#${what}`;
export const activityCounter = (activityId: string, what: 'credits' | 'points') => `activity#${activityId}#${what}`;
/** Members per earned level live in the running totals only. */
export const tierCounter = (levelId: string) => `tier#${levelId}`;

/** The parts of a counter name written by rewardCounter, activityCounter or tierCounter. */
export function counterParts(name: string): { kind: 'reward' | 'activity' | 'tier'; id: string; what: string } | undefined {
  const match = /^(reward|activity|tier)#(.+?)(?:#(redemptions|points|credits))?$/.exec(name);
  if (!match) return undefined;
  return { kind: match[1] as 'reward' | 'activity' | 'tier', id: match[2] as string, what: match[3] ?? 'members' };
}

/** A report day: the UTC date of a moment, YYYY-MM-DD. */
export const reportDay = (at: number): string => new Date(at * 1000).toISOString().slice(0, 10);

/** The month of a report day, YYYY-MM. */
export const reportMonth = (day: string): string => day.slice(0, 7);

/** The moment a report day begins. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** A range of report days, both ends in it. */
export interface ReportSpan {
  from: string;
  to: string;
}

/** The days of a report month (YYYY-MM). */
export function monthDays(month: string): ReportSpan {
  const index = monthIndex(dayStart(`${month}-01`));
  return { from: `${month}-01`, to: reportDay(monthStart(index + 1) - DAY_SECONDS) };
}

/**
 * The days [from, to] as the whole months inside them that ended by `settledBy` (YYYY-MM, in
 * order), and the days before and after those: a top list reads a settled month as one item, and
 * the other days as days.
 */
export function wholeMonthsWithin(from: string, to: string, settledBy = to): { months: string[]; days: ReportSpan[] } {
  const fromAt = dayStart(from);
  const end = settledBy < to ? settledBy : to;
  // The first month to begin on or after `from`, and the last to end by `end`.
  const first = monthIndex(fromAt) + (monthStart(monthIndex(fromAt)) === fromAt ? 0 : 1);
  const last = monthIndex(dayStart(end) + DAY_SECONDS) - 1;
  if (first > last) return { months: [], days: [{ from, to }] };
  const days: ReportSpan[] = [];
  if (fromAt < monthStart(first)) days.push({ from, to: reportDay(monthStart(first) - DAY_SECONDS) });
  if (dayStart(to) >= monthStart(last + 1)) days.push({ from: reportDay(monthStart(last + 1)), to });
  return { months: Array.from({ length: last - first + 1 }, (_unused, offset) => monthId(first + offset)), days };
}

/** What one event or entry adds: to the counters of its day, and to the level counts of the running totals. */
export interface CountChange {
  day: string;
  counters: Record<string, number>;
  /** Members per earned level (running totals only). */
  tiers: Record<string, number>;
}

const change = (at: number, counters: Record<string, number>, tiers: Record<string, number> = {}): CountChange => ({
  day: reportDay(at),
  counters,
  tiers,
});

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** A credit's counters: its source's points and, for an activity, the activity's credits and points. */
function creditCounters(kind: string, points: number, activityId: string | undefined): Record<string, number> {
  const source = CREDIT_SOURCES[kind as keyof typeof CREDIT_SOURCES] ?? 'adjustment';
  return {
    [creditMetric(source)]: points,
    outstanding_change: points,
    ...(source === 'activity'
      ? { activity_credits: 1, ...(activityId ? { [activityCounter(activityId, 'credits')]: 1, [activityCounter(activityId, 'points')]: points } : {}) }
      : {}),
  };
}

const levelChange = (levelId: unknown, by: number): Record<string, number> => {
  const id = idOf(levelId);
  return id ? { [tierCounter(id)]: by } : {};
};

/**
 * What an outbox event adds to its program's reports, on the day of the event (not of its
 * arrival); undefined for events that count nothing (user.updated, points.expiring).
 */
export function eventCounts(event: OutboxEvent): CountChange | undefined {
  const data = event.data;
  const points = numberOf(data.points);
  switch (event.type) {
    case 'user.created':
      return change(event.created_at, { members_created: 1 }, levelChange(data.tier, 1));
    case 'user.deleted':
      return change(event.created_at, { members_deleted: 1, outstanding_change: -numberOf(data.redeemable_points) }, levelChange(data.tier, -1));
    case 'points.credited':
      return change(event.created_at, creditCounters(String(data.source), points, idOf(data.activity_id)));
    case 'points.removed':
      return change(event.created_at, { points_removed: points, outstanding_change: -points });
    case 'points.expired':
      return change(event.created_at, { points_expired: points, outstanding_change: -points });
    case 'points.returned':
      return change(event.created_at, { points_returned: points, outstanding_change: -points });
    case 'points.return_voided':
      return change(event.created_at, { points_restored: points, outstanding_change: points });
    case 'reward.redeemed': {
      const rewardId = idOf(data.reward_id);
      return change(event.created_at, {
        redemptions: 1,
        points_redeemed: points,
        outstanding_change: -points,
        ...(rewardId ? { [rewardCounter(rewardId, 'redemptions')]: 1, [rewardCounter(rewardId, 'points')]: points } : {}),
      });
    }
    case 'coupon.used':
      return change(event.created_at, { coupons_used: 1 });
    case 'coupon.unused':
      return change(event.created_at, { coupons_used: -1 });
    case 'tier.changed':
      return change(event.created_at, {}, { ...levelChange(data.from, -1), ...levelChange(data.to, 1) });
    default:
      return undefined;
  }
}

/** What of a ledger entry a rebuild reads. */
export interface CountedEntry {
  kind: string;
  num_points: number;
  activity_id: string | null;
  reward_id?: unknown;
  date_created: number;
  recorded_at?: unknown;
}

/** When an entry was written: the day its event counted in. */
export const entryRecordedAt = (entry: CountedEntry): number => (typeof entry.recorded_at === 'number' ? entry.recorded_at : entry.date_created);

/** What a ledger entry adds, as its event did when it was written (a redemption as its reward.redeemed). */
export function entryCounts(entry: CountedEntry): CountChange {
  const at = entryRecordedAt(entry);
  const points = Math.abs(entry.num_points);
  switch (entry.kind) {
    case 'redemption': {
      const rewardId = idOf(entry.reward_id);
      return change(at, {
        redemptions: 1,
        points_redeemed: points,
        outstanding_change: -points,
        ...(rewardId ? { [rewardCounter(rewardId, 'redemptions')]: 1, [rewardCounter(rewardId, 'points')]: points } : {}),
      });
    }
    case 'expiration':
      return change(at, { points_expired: points, outstanding_change: -points });
    case 'return':
      return change(at, { points_returned: points, outstanding_change: -points });
    case 'return_void':
      return change(at, { points_restored: points, outstanding_change: points });
    default:
      return entry.num_points > 0
        ? change(at, creditCounters(entry.kind, points, entry.activity_id ?? undefined))
        : change(at, { points_removed: points, outstanding_change: -points });
  }
}

/** A day's counters in three: its metrics, its per-reward and its per-activity counters (each kept in items of their own). */
export function splitDay(counters: Record<string, number>): {
  metrics: Record<string, number>;
  rewards: Record<string, number>;
  activities: Record<string, number>;
} {
  const split = { metrics: {} as Record<string, number>, rewards: {} as Record<string, number>, activities: {} as Record<string, number> };
  for (const [name, value] of Object.entries(counters)) {
    const kind = counterParts(name)?.kind;
    (kind === 'reward' ? split.rewards : kind === 'activity' ? split.activities : split.metrics)[name] = value;
  }
  return split;
}

/** Changes added up per day: what one write of counters carries. */
export function addChanges(changes: Iterable<CountChange>): { days: Map<string, Record<string, number>>; totals: Record<string, number> } {
  const days = new Map<string, Record<string, number>>();
  const totals: Record<string, number> = {};
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [name, value] of Object.entries(from)) if (value !== 0) into[name] = (into[name] ?? 0) + value;
  };
  for (const { day, counters, tiers } of changes) {
    let dayCounters = days.get(day);
    if (!dayCounters) {
      dayCounters = {};
      days.set(day, dayCounters);
    }
    add(dayCounters, counters);
    add(totals, Object.fromEntries(Object.entries(counters).filter(([name]) => !counterParts(name))));
    add(totals, tiers);
  }
  for (const [day, counters] of days) if (Object.values(counters).every((value) => value === 0)) days.delete(day);
  return { days, totals };
}

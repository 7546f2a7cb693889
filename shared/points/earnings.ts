import type { MemberRecord } from '../member-store/index.js';
import { isoWeekWindow, monthId, monthIndex } from '../support/periods.js';

/**
 * Points a member earned per calendar month and in the current ISO week, kept on the member
 * item by the ledger in the same version-checked update as the balances. Weekly and monthly
 * ranks and Tiers V2 timeframe scores read them instead of summing the ledger.
 */

/** Months of history kept: a fixed timeframe of up to 120 months plus the period before it. */
export const MONTHS_KEPT = 241;

export interface WeekEarnings {
  id: string;
  points: number;
}

export const earnedWeek = (member: MemberRecord): WeekEarnings | undefined => member.earned_week as WeekEarnings | undefined;
export const earnedMonths = (member: MemberRecord): Record<string, number> => (member.earned_months as Record<string, number> | undefined) ?? {};

/** Points earned in the ISO week containing `now`. */
export function weekPoints(member: MemberRecord, now: number): number {
  const week = earnedWeek(member);
  return week && week.id === isoWeekWindow(now).id ? week.points : 0;
}

/** Points earned in the calendar month containing `now`. */
export const monthPoints = (member: MemberRecord, now: number): number => earnedMonths(member)[monthId(monthIndex(now))] ?? 0;

/** Points earned in months [fromIndex, toIndex] (month indexes, inclusive). */
export function earnedInMonths(member: MemberRecord, fromIndex: number, toIndex: number): number {
  let sum = 0;
  for (const [id, points] of Object.entries(earnedMonths(member))) {
    const [year, month] = id.split('-').map(Number) as [number, number];
    const index = year * 12 + month - 1;
    if (index >= fromIndex && index <= toIndex) sum += points;
  }
  return sum;
}

/** The member's earning buckets once `points` (> 0) earned at `now` are added. */
export function earningsAfter(member: MemberRecord, points: number, now: number): { earned_week: WeekEarnings; earned_months: Record<string, number> } {
  const current = monthIndex(now);
  const months: Record<string, number> = {};
  const oldest = current - MONTHS_KEPT + 1;
  for (const [id, value] of Object.entries(earnedMonths(member))) {
    const [year, month] = id.split('-').map(Number) as [number, number];
    if (year * 12 + month - 1 >= oldest) months[id] = value;
  }
  const key = monthId(current);
  months[key] = (months[key] ?? 0) + points;
  return { earned_week: { id: isoWeekWindow(now).id, points: weekPoints(member, now) + points }, earned_months: months };
}

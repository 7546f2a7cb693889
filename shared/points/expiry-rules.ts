import type { ExpiryPolicy } from '../programs/index.js';
import type { MemberRecord } from '../member-store/index.js';
import { monthIndex, monthStart } from '../support/periods.js';
import { earnedInMonths, earnedMonths } from './earnings.js';

/**
 * When a member's points expire, as pure functions of the client's policy and the member item.
 *
 * Points are spent oldest first, so the points of an old period still unspent are what remains
 * of redeemable points once the newer periods' earnings are set aside: nothing but the member's
 * balances, its last earning time and its monthly earnings (earned_months, kept by the ledger)
 * is needed, and applying an expiry twice expires nothing the second time.
 */

export interface DueExpiry {
  /** When the expiry fell due: the ledger entry's date. */
  dueAt: number;
  points: number;
}

export interface UpcomingExpiry {
  points: number;
  date_expires: number;
}

/** The member's last earning; members from before it was recorded count from their sign-up. */
export const lastEarnedAt = (member: MemberRecord): number => (member.last_earned_at as number | undefined) ?? member.date_created;

/** `at` moved by whole calendar months, same day and time (a missing day rolls into the next month). */
function addMonths(at: number, months: number): number {
  const d = new Date(at * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000;
}

/** The yearly fixed date (first day of `month`, 00:00 UTC) at or before `at`. */
function fixedDateAtOrBefore(month: number, at: number): number {
  const current = monthIndex(at);
  const thisYears = Math.floor(current / 12) * 12 + (month - 1);
  return monthStart(thisYears <= current ? thisYears : thisYears - 12);
}

/** Points earned in the months from `fromIndex` on (months past now hold nothing). */
const earnedSince = (member: MemberRecord, fromIndex: number): number => earnedInMonths(member, fromIndex, Number.MAX_SAFE_INTEGER);

const unspentBeyond = (member: MemberRecord, kept: number): number => Math.max(0, member.redeemable_points - kept);

/** The points whose expiry has fallen due by `now` and are still held; undefined when none are. */
export function dueExpiry(policy: ExpiryPolicy, member: MemberRecord, now: number): DueExpiry | undefined {
  let due: DueExpiry;
  switch (policy.type) {
    case 'none':
      return undefined;
    case 'rolling': {
      // By the start of this month every month up to `months` before it has expired.
      const current = monthIndex(now);
      due = { dueAt: monthStart(current), points: unspentBeyond(member, earnedSince(member, current - policy.months)) };
      break;
    }
    case 'fixed': {
      const date = fixedDateAtOrBefore(policy.month, now);
      due = { dueAt: date, points: unspentBeyond(member, earnedSince(member, monthIndex(date))) };
      break;
    }
    case 'inactivity': {
      const dueAt = addMonths(lastEarnedAt(member), policy.months);
      if (dueAt > now) return undefined;
      due = { dueAt, points: unspentBeyond(member, 0) };
      break;
    }
  }
  return due.points > 0 ? due : undefined;
}

/**
 * The member's points still held, by the date they will expire if nothing else moves, soonest
 * first. Call it on a member with nothing due (after dueExpiry was applied).
 */
export function upcomingExpirations(policy: ExpiryPolicy, member: MemberRecord, now: number): UpcomingExpiry[] {
  const held = member.redeemable_points;
  if (policy.type === 'none' || held <= 0) return [];
  if (policy.type === 'fixed') return [{ points: held, date_expires: addMonths(fixedDateAtOrBefore(policy.month, now), 12) }];
  if (policy.type === 'inactivity') return [{ points: held, date_expires: addMonths(lastEarnedAt(member), policy.months) }];
  // Rolling: newer months keep their points first; what is left of `held` belongs to older ones.
  const first = monthIndex(now) - policy.months;
  const months = Object.entries(earnedMonths(member))
    .map(([id, points]) => {
      const [year, month] = id.split('-').map(Number) as [number, number];
      return { index: year * 12 + month - 1, points };
    })
    .filter((lot) => lot.index >= first && lot.points > 0)
    .sort((a, b) => b.index - a.index);
  let left = held;
  const upcoming: UpcomingExpiry[] = [];
  for (const lot of months) {
    const kept = Math.min(lot.points, left);
    left -= kept;
    if (kept > 0) upcoming.push({ points: kept, date_expires: monthStart(lot.index + policy.months + 1) });
  }
  return upcoming.reverse();
}

/** When the member's next expiry falls due if nothing else moves; undefined when none will. */
export function nextExpiryDue(policy: ExpiryPolicy, member: MemberRecord, now: number): number | undefined {
  return upcomingExpirations(policy, member, now)[0]?.date_expires;
}

/** The member as it is once the points due to expire by `now` have expired: what reads show and debits check against. */
export function settledMember(policy: ExpiryPolicy, member: MemberRecord, now: number): MemberRecord {
  const due = dueExpiry(policy, member, now);
  return due ? { ...member, redeemable_points: member.redeemable_points - due.points } : member;
}

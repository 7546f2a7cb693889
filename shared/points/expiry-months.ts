import { isoTimestampWithOffset, monthIndex, monthStart } from '../support/periods.js';
import type { DueExpiry, UpcomingExpiry } from './expiry-rules.js';

/**
 * The hosted API's month-by-month view of a redemption-period policy (rolling or fixed):
 * redemption_period_points_expiration, one entry per calendar month (UTC) from three months
 * before the current one to six after it. Pure functions of what expired and what will.
 *
 * A month's points are those whose expiry falls due as the month ends (at the first second of
 * the next month, when rolling and fixed policies expire points): points_expired for the months
 * that have ended, points_expiring for the current month and the ones after it, and
 * expiration_date is that instant, in the hosted sample's form (2021-06-01T00:00:00.000+00:00).
 */

export const TRAILING_MONTHS = 3;
export const FORWARD_MONTHS = 6;

export interface MonthExpiry {
  expiration_date: string;
  points_expired: number;
  points_expiring: number;
}

/** The month (index) an expiry falling due at `dueAt` belongs to: the month that ends then. */
const monthEndingAt = (dueAt: number): number => monthIndex(dueAt - 1);

/**
 * When the trailing months' expiries fell due, oldest first: the first second of each month
 * after them, up to the current month's. The ledger dates a rolling or fixed expiry there.
 */
export function trailingMonthEnds(now: number): number[] {
  const current = monthIndex(now);
  return Array.from({ length: TRAILING_MONTHS }, (_unused, back) => monthStart(current - TRAILING_MONTHS + back + 1));
}

/**
 * The ten months' entries, oldest first. `expired`: the expiries that fell due (ledger entries,
 * and one due but not yet written); `upcoming`: what upcomingExpirations answers.
 */
export function monthlyExpirations(expired: DueExpiry[], upcoming: UpcomingExpiry[], now: number): MonthExpiry[] {
  const current = monthIndex(now);
  return Array.from({ length: TRAILING_MONTHS + 1 + FORWARD_MONTHS }, (_unused, offset) => {
    const month = current - TRAILING_MONTHS + offset;
    const sum = (points: number[]) => points.reduce((total, value) => total + value, 0);
    return {
      expiration_date: isoTimestampWithOffset(monthStart(month + 1)),
      points_expired: sum(expired.filter((expiry) => monthEndingAt(expiry.dueAt) === month).map((expiry) => expiry.points)),
      points_expiring: month < current ? 0 : sum(upcoming.filter((expiry) => monthEndingAt(expiry.date_expires) === month).map((expiry) => expiry.points)),
    };
  });
}

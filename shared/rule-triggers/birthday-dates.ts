import { localTime } from '../support/local-time.js';
import { DAY_SECONDS, utcMonthDay } from '../support/periods.js';

/**
 * The calendar of birthdays, pure: which month-days a run reads, and whether a member is to be
 * celebrated now in its program's zone (see birthdays.ts).
 */

/** Days after a birthday that a member a run missed is still celebrated. */
export const LATE_DAYS = 2;
/** Local time runs from 12 hours behind UTC to 14 ahead. */
const BEHIND_UTC = 12 * 3_600;
export const AHEAD_OF_UTC = 14 * 3_600;

export const yearOfInstant = (at: number): number => new Date(at * 1000).getUTCFullYear();

/** The month-days a run reads: every local date now, and the LATE_DAYS before the earliest; 29 February with the 28th. */
export function monthDaysToRead(now: number): string[] {
  const days = new Set<string>();
  const latest = now + AHEAD_OF_UTC;
  for (let at = now - BEHIND_UTC - LATE_DAYS * DAY_SECONDS; at < latest; at += DAY_SECONDS) days.add(utcMonthDay(at));
  days.add(utcMonthDay(latest));
  if (days.has('0228') || days.has('0301')) days.add('0229');
  return [...days];
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date a month-day falls on in a year, as a UTC midnight in ms: 29 February on the 28th in a common year. */
const birthdayIn = (monthDay: string, year: number): number => {
  const day = monthDay === '0229' && !isLeap(year) ? '0228' : monthDay;
  return Date.UTC(year, Number(day.slice(0, 2)) - 1, Number(day.slice(2)));
};

/** The year the member is to be celebrated for now in the zone: its birthday today or at most LATE_DAYS ago, not yet celebrated. */
export function yearToCelebrate(mark: { month_day: string; celebrated_year: number }, timeZone: string, now: number): number | undefined {
  const today = Date.parse(`${localTime(now, timeZone).date}T00:00:00Z`);
  const thisYear = new Date(today).getUTCFullYear();
  // A birthday at the end of December is still celebrated in the first days of January.
  for (const year of [thisYear, thisYear - 1]) {
    const daysSince = (today - birthdayIn(mark.month_day, year)) / (DAY_SECONDS * 1000);
    if (mark.celebrated_year < year && daysSince >= 0 && daysSince <= LATE_DAYS) return year;
  }
  return undefined;
}

/** Whether a member who joined at `joinedAt` had joined by its birthday of `year`, in the zone: a birthday before joining is not celebrated. */
export function joinedBy(monthDay: string, year: number, timeZone: string, joinedAt: number): boolean {
  return Date.parse(`${localTime(joinedAt, timeZone).date}T00:00:00Z`) <= birthdayIn(monthDay, year);
}

import { isoWeekWindow } from '../support/periods.js';
import { localTime } from '../support/local-time.js';
import type { Period } from './rule-schema.js';

/**
 * The calendar period a per-member limit counts in, named in the program's time zone: a rule
 * limited to once a day resets at the program's midnight, not UTC's. Pure.
 */
export function periodId(period: Period, at: number, timeZone: string): string {
  if (period === 'lifetime') return 'lifetime';
  const { date } = localTime(at, timeZone);
  switch (period) {
    case 'day':
      return date;
    case 'week':
      return isoWeekWindow(Date.parse(`${date}T12:00:00Z`) / 1000).id.slice(1);
    case 'month':
      return date.slice(0, 7);
    case 'year':
      return date.slice(0, 4);
  }
}

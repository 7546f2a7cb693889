/**
 * Calendar windows in UTC: the periods that activity caps, weekly and monthly ranks and tier
 * timeframes count in. Pure functions of Unix seconds.
 */

export const DAY_SECONDS = 86_400;

const pad2 = (n: number): string => String(n).padStart(2, '0');
const toDate = (seconds: number): Date => new Date(seconds * 1000);

/** A window of time: an id that names it in keys and its end (exclusive, Unix seconds). */
export interface Window {
  id: string;
  start: number;
  end: number;
}

export function dayWindow(at: number): Window {
  const d = toDate(at);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / 1000;
  return { id: `D${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`, start, end: start + DAY_SECONDS };
}

/** ISO 8601 week: Monday to Sunday, numbered within the ISO week-year. */
export function isoWeekWindow(at: number): Window {
  const d = toDate(at);
  const dayOfWeek = (d.getUTCDay() + 6) % 7; // Monday = 0
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - dayOfWeek) / 1000;
  const thursday = toDate(start + 3 * DAY_SECONDS);
  const weekYear = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(weekYear, 0, 1) / 1000;
  const week = Math.floor((thursday.getTime() / 1000 - firstThursday) / (7 * DAY_SECONDS)) + 1;
  return { id: `W${weekYear}-${pad2(week)}`, start, end: start + 7 * DAY_SECONDS };
}

/** Month index since year 0 (year * 12 + month0): month arithmetic without Date quirks. */
export const monthIndex = (at: number): number => {
  const d = toDate(at);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

export const monthStart = (index: number): number => Date.UTC(Math.floor(index / 12), index % 12, 1) / 1000;

/** Bucket name of a month, e.g. "2026-11". */
export const monthId = (index: number): string => `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;

export function monthWindow(at: number): Window {
  const index = monthIndex(at);
  return { id: `M${monthId(index)}`, start: monthStart(index), end: monthStart(index + 1) };
}

export const LIFETIME: Window = { id: 'L', start: 0, end: Number.MAX_SAFE_INTEGER };

/** The UTC month and day of an instant, MMDD: a birthday's day. */
export const utcMonthDay = (seconds: number): string => toDate(seconds).toISOString().slice(5, 10).replace('-', '');

/** The UTC calendar date of a Unix time, YYYY-MM-DD. */
export const isoDay = (seconds: number): string => toDate(seconds).toISOString().slice(0, 10);
export const isoTimestamp = (seconds: number): string => toDate(seconds).toISOString().replace('.000Z', 'Z');
/** The hosted API's other ISO 8601 form, with milliseconds and a numeric offset: 2022-05-20T10:15:14.000+00:00. */
export const isoTimestampWithOffset = (seconds: number): string => toDate(seconds).toISOString().replace('Z', '+00:00');

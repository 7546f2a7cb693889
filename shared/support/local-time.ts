/** Local calendars: what an instant is in a time zone, daylight saving time included. Pure. */

/** The local calendar of an instant in a time zone. */
export interface LocalTime {
  /** 1 = Monday .. 7 = Sunday. */
  day_of_week: number;
  /** 0..23. */
  hour: number;
  /** YYYY-MM-DD. */
  date: string;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** The local day, hour and weekday of `at` (Unix seconds) in `timeZone`, daylight saving time included. */
export function localTime(at: number, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(new Date(at * 1000))) part[type] = value;
  return { day_of_week: WEEKDAYS[part.weekday ?? ''] ?? 0, hour: Number(part.hour) % 24, date: `${part.year}-${part.month}-${part.day}` };
}

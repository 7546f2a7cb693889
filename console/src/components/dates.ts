/**
 * Times as the pages show them: in the program's time zone (its time_zone setting; UTC outside a
 * program), to the minute, with the zone's abbreviation, the same on every operator's screen.
 * The layout sets the zone of the program shown; <When> (when.tsx) adds the UTC instant on hover.
 */

let zone = 'UTC';

/** The zone dates are shown in: set by the layout, from the program's settings, as it renders. */
export const setDisplayZone = (timeZone: string): void => {
  zone = timeZone;
};
export const displayZone = (): string => zone;

/** A value (Unix seconds, or an ISO string) as a Date; undefined for none or a value that is no time. */
export function dateOf(value: number | string | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone, timeZoneName: 'short' });
    formats.set(key, format);
  }
  return format;
}

/** "2026-11-29 09:15 CET": a date in a time zone, with the zone's abbreviation (a GMT offset where the zone has none). */
function inZone(date: Date, timeZone: string): string {
  const parts = (locale: string) =>
    Object.fromEntries(
      formatterOf(locale, timeZone)
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
  let shown = parts('en-US');
  // Abbreviations such as CET are English-British; American ones (EST) American.
  if (/^GMT[+-]/.test(shown.timeZoneName ?? '')) {
    const british = parts('en-GB');
    if (!/^(GMT|UTC)[+-]/.test(british.timeZoneName ?? '')) shown = british;
  }
  return `${shown.year}-${shown.month}-${shown.day} ${shown.hour}:${shown.minute} ${shown.timeZoneName}`;
}

export function formatDate(value: number | string | null | undefined, timeZone = zone): string {
  const date = dateOf(value);
  if (!date) return value === null || value === undefined ? '' : String(value);
  try {
    return inZone(date, timeZone);
  } catch {
    // A zone this browser does not know: UTC, still said.
    return inZone(date, 'UTC');
  }
}

/** The UTC instant, as the hover text of a shown date says it. */
export const utcInstant = (value: number | string | null | undefined): string => {
  const date = dateOf(value);
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '';
};

/** A date input's value (YYYY-MM-DD) as epoch seconds at the start of that UTC day. */
export const dayToSeconds = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

/** The instant a day (YYYY-MM-DD) starts, or ends (its last millisecond), in a time zone, as an ISO string. */
export function dayBound(day: string, timeZone: string, end: boolean): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + (end ? 86_400_000 : 0);
  // The zone's offset at that moment, read back from how the zone writes it; twice, to settle across a change of offset.
  let at = midnightUtc;
  for (let pass = 0; pass < 2; pass++) at = midnightUtc - offsetAt(at, timeZone);
  return new Date(end ? at - 1 : at).toISOString();
}

/** How far ahead of UTC a zone's clocks are at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Times as the pages show them: UTC, to the minute, the same on every operator's screen. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A date input's value (YYYY-MM-DD) as epoch seconds at the start of that UTC day. */
export const dayToSeconds = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

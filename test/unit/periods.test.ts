import { dayWindow, isoWeekWindow, monthWindow, isoTimestamp } from '../../shared/support/periods.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('calendar windows', () => {
  it('names ISO weeks by their ISO week-year, Monday to Sunday', () => {
    expect(isoWeekWindow(at('2026-01-01T12:00:00Z')).id).toBe('W2026-01');
    expect(isoWeekWindow(at('2027-01-01T12:00:00Z')).id).toBe('W2026-53');
    expect(isoWeekWindow(at('2024-12-30T00:00:00Z')).id).toBe('W2025-01');
    const week = isoWeekWindow(at('2026-11-22T23:59:59Z'));
    expect(isoTimestamp(week.start)).toBe('2026-11-16T00:00:00Z');
    expect(week.end - week.start).toBe(7 * 86_400);
  });

  it('starts days and months at midnight UTC', () => {
    expect(dayWindow(at('2026-11-22T05:00:00Z'))).toMatchObject({ id: 'D2026-11-22', start: at('2026-11-22T00:00:00Z') });
    expect(monthWindow(at('2026-12-31T23:00:00Z'))).toMatchObject({ id: 'M2026-12', end: at('2027-01-01T00:00:00Z') });
  });
});

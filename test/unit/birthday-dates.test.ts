import { joinedBy, LATE_DAYS, monthDaysToRead, yearToCelebrate } from '../../shared/rule-triggers/birthday-dates.js';

/** When a member's birthday is celebrated, in its program's zone, and which days a run reads to find it. */

const at = (iso: string) => Date.parse(iso) / 1000;

describe('birthday dates', () => {
  it('reads every date that is local somewhere now, and the days a late run still celebrates', () => {
    const days = monthDaysToRead(at('2026-11-29T12:00:00Z'));

    // Local dates now run from 29 Nov (UTC-12) to 30 Nov (UTC+14); a member of 27 Nov at UTC-12 is LATE_DAYS late.
    expect(LATE_DAYS).toBe(2);
    expect(days.sort()).toEqual(['1127', '1128', '1129', '1130']);
    expect(monthDaysToRead(at('2027-02-28T12:00:00Z'))).toContain('0229');
  });

  it("celebrates on the birthday's local date, and up to two days late, once a year", () => {
    const mark = { month_day: '1129', celebrated_year: 0 };

    expect(yearToCelebrate(mark, 'Europe/Paris', at('2026-11-28T22:59:00Z'))).toBeUndefined();
    expect(yearToCelebrate(mark, 'Europe/Paris', at('2026-11-28T23:00:00Z'))).toBe(2026);
    expect(yearToCelebrate(mark, 'America/Los_Angeles', at('2026-11-29T07:59:00Z'))).toBeUndefined();
    expect(yearToCelebrate(mark, 'UTC', at('2026-12-01T23:59:00Z'))).toBe(2026);
    expect(yearToCelebrate(mark, 'UTC', at('2026-12-02T00:00:00Z'))).toBeUndefined();
    expect(yearToCelebrate({ ...mark, celebrated_year: 2026 }, 'UTC', at('2026-11-29T12:00:00Z'))).toBeUndefined();
  });

  it('celebrates 29 February on the 28th in a common year, and a late December birthday in early January', () => {
    expect(yearToCelebrate({ month_day: '0229', celebrated_year: 2026 }, 'UTC', at('2027-02-28T08:00:00Z'))).toBe(2027);
    expect(yearToCelebrate({ month_day: '0229', celebrated_year: 2027 }, 'UTC', at('2028-02-28T08:00:00Z'))).toBeUndefined();
    expect(yearToCelebrate({ month_day: '0229', celebrated_year: 2027 }, 'UTC', at('2028-02-29T08:00:00Z'))).toBe(2028);
    expect(yearToCelebrate({ month_day: '1231', celebrated_year: 2025 }, 'UTC', at('2027-01-01T08:00:00Z'))).toBe(2026);
  });

  it('counts a member as joined by its birthday when it joined that local day or before', () => {
    expect(joinedBy('1129', 2026, 'UTC', at('2026-11-29T23:00:00Z'))).toBe(true);
    expect(joinedBy('1129', 2026, 'UTC', at('2026-11-30T00:30:00Z'))).toBe(false);
    // 00:30 UTC on the 30th is still the 29th in New York.
    expect(joinedBy('1129', 2026, 'America/New_York', at('2026-11-30T00:30:00Z'))).toBe(true);
  });
});

import { monthlyExpirations, trailingMonthEnds } from '../../shared/points/expiry-months.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('points expiration by month', () => {
  const now = at('2026-05-17T09:30:00Z');

  it('[Points Expiration] the months ended are the three before the current one, their expiries dated at the first second after each', () => {
    expect(trailingMonthEnds(now)).toEqual([at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z'), at('2026-05-01T00:00:00Z')]);
  });

  it('[Points Expiration] an expiry falling due at a month’s first second belongs to the month before; past months show no points expiring', () => {
    const months = monthlyExpirations(
      [
        { dueAt: at('2026-03-01T00:00:00Z'), points: 7 },
        { dueAt: at('2026-05-01T00:00:00Z'), points: 20 },
      ],
      [
        { points: 30, date_expires: at('2026-06-01T00:00:00Z') },
        { points: 40, date_expires: at('2026-11-01T00:00:00Z') },
        { points: 50, date_expires: at('2026-12-01T00:00:00Z') },
      ],
      now,
    );

    expect(months).toHaveLength(10);
    expect(months[0]).toEqual({ expiration_date: '2026-03-01T00:00:00.000+00:00', points_expired: 7, points_expiring: 0 });
    expect(months[2]).toEqual({ expiration_date: '2026-05-01T00:00:00.000+00:00', points_expired: 20, points_expiring: 0 });
    expect(months[3]).toEqual({ expiration_date: '2026-06-01T00:00:00.000+00:00', points_expired: 0, points_expiring: 30 });
    expect(months[8]).toEqual({ expiration_date: '2026-11-01T00:00:00.000+00:00', points_expired: 0, points_expiring: 40 });
    // November, the last month shown, ends on 1 December.
    expect(months[9]).toEqual({ expiration_date: '2026-12-01T00:00:00.000+00:00', points_expired: 0, points_expiring: 50 });
    expect(months.map((month) => month.points_expiring)).toEqual([0, 0, 0, 30, 0, 0, 0, 0, 40, 50]);
  });
});

import type { MemberRecord } from '../../shared/member-store/index.js';
import { dueExpiry, nextExpiryDue, settledMember, upcomingExpirations } from '../../shared/points/expiry-rules.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const member = (fields: Partial<MemberRecord>): MemberRecord => ({
  client_id: 'c',
  id: 1,
  total_points: 0,
  redeemable_points: 0,
  num_points_purchased: 0,
  version: 1,
  date_created: at('2025-01-01T00:00:00Z'),
  ...fields,
});

describe('expiry rules', () => {
  const earner = member({
    total_points: 300,
    redeemable_points: 180,
    earned_months: { '2026-01': 100, '2026-02': 50, '2026-03': 150 },
  });
  const rolling = { type: 'rolling', months: 2 } as const;

  it('rolling: spending took the oldest points, so newer months keep theirs and the oldest holds what is left', () => {
    expect(upcomingExpirations(rolling, earner, at('2026-03-20T00:00:00Z'))).toEqual([
      { points: 30, date_expires: at('2026-05-01T00:00:00Z') },
      { points: 150, date_expires: at('2026-06-01T00:00:00Z') },
    ]);
    expect(nextExpiryDue(rolling, earner, at('2026-03-20T00:00:00Z'))).toBe(at('2026-05-01T00:00:00Z'));
  });

  it('rolling: at the start of a month, what older months still hold falls due; never more than is held', () => {
    expect(dueExpiry(rolling, earner, at('2026-04-30T23:59:59Z'))).toBeUndefined();
    expect(dueExpiry(rolling, earner, at('2026-05-01T00:00:00Z'))).toEqual({ dueAt: at('2026-05-01T00:00:00Z'), points: 30 });
    expect(settledMember(rolling, earner, at('2026-05-02T00:00:00Z')).redeemable_points).toBe(150);
    // Several months late, everything older than the kept window expires at once.
    expect(dueExpiry(rolling, earner, at('2026-07-15T00:00:00Z'))).toEqual({ dueAt: at('2026-07-01T00:00:00Z'), points: 180 });
    expect(dueExpiry(rolling, member({ ...earner, redeemable_points: -20 }), at('2026-07-15T00:00:00Z'))).toBeUndefined();
  });

  it('fixed: the first day of the month, every year; points earned since the last such day stay', () => {
    const fixed = { type: 'fixed', month: 3 } as const;
    expect(dueExpiry(fixed, earner, at('2026-03-20T00:00:00Z'))).toEqual({ dueAt: at('2026-03-01T00:00:00Z'), points: 30 });
    expect(upcomingExpirations(fixed, settledMember(fixed, earner, at('2026-03-20T00:00:00Z')), at('2026-03-20T00:00:00Z'))).toEqual([
      { points: 150, date_expires: at('2027-03-01T00:00:00Z') },
    ]);
    // Everything held was earned after the last 1 December: nothing is due.
    expect(dueExpiry({ type: 'fixed', month: 12 }, earner, at('2026-03-20T00:00:00Z'))).toBeUndefined();
  });

  it('inactivity: calendar months after the last earning, to the second; a missing day rolls over', () => {
    const inactivity = { type: 'inactivity', months: 1 } as const;
    const lapsed = member({ redeemable_points: 40, last_earned_at: at('2026-01-31T10:00:00Z') });
    expect(upcomingExpirations(inactivity, lapsed, at('2026-02-01T00:00:00Z'))).toEqual([{ points: 40, date_expires: at('2026-03-03T10:00:00Z') }]);
    expect(dueExpiry(inactivity, lapsed, at('2026-03-03T09:59:59Z'))).toBeUndefined();
    expect(dueExpiry(inactivity, lapsed, at('2026-03-03T10:00:00Z'))).toEqual({ dueAt: at('2026-03-03T10:00:00Z'), points: 40 });
    expect(dueExpiry({ type: 'none' }, lapsed, at('2030-01-01T00:00:00Z'))).toBeUndefined();
  });
});

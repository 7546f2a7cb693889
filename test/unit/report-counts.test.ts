import { describe, expect, it } from '@jest/globals';
import { addChanges, counterParts, entryCounts, eventCounts, reportDay, STORED_METRICS, monthDays, wholeMonthsWithin } from '../../shared/reports/report-counts.js';
import { WEBHOOK_EVENT_TYPES } from '../../shared/events/event-schemas.js';
import type { OutboxEvent } from '../../shared/events/index.js';

const at = Date.UTC(2026, 10, 20, 23, 59, 59) / 1000;
const event = (type: OutboxEvent['type'], data: Record<string, unknown>, createdAt = at): OutboxEvent => ({
  id: `evt_${type}`,
  type,
  created_at: createdAt,
  client_id: 'c',
  member_id: 1,
  data,
});

describe('what events add to program reports', () => {
  it('counts a credit under its source, and an activity credit under its activity too', () => {
    expect(eventCounts(event('points.credited', { points: 40, source: 'activity', activity_id: '7' }))).toEqual({
      day: '2026-11-20',
      counters: { points_credited_activity: 40, outstanding_change: 40, activity_credits: 1, 'activity#7#credits': 1, 'activity#7#points': 40 },
      tiers: {},
    });
    expect(eventCounts(event('points.credited', { points: 5, source: 'code_redemption', activity_id: null }))?.counters).toEqual({
      points_credited_campaign_code: 5,
      outstanding_change: 5,
    });
  });

  it('takes every debit off the outstanding points, and gives back what a voided return restores', () => {
    expect(eventCounts(event('points.expired', { points: 9 }))?.counters).toEqual({ points_expired: 9, outstanding_change: -9 });
    expect(eventCounts(event('points.removed', { points: 3 }))?.counters).toEqual({ points_removed: 3, outstanding_change: -3 });
    expect(eventCounts(event('points.returned', { points: 4 }))?.counters).toEqual({ points_returned: 4, outstanding_change: -4 });
    expect(eventCounts(event('points.return_voided', { points: 4 }))?.counters).toEqual({ points_restored: 4, outstanding_change: 4 });
    expect(eventCounts(event('reward.redeemed', { points: 100, reward_id: '12', quantity: 2 }))?.counters).toEqual({
      redemptions: 1,
      points_redeemed: 100,
      outstanding_change: -100,
      'reward#12#redemptions': 1,
      'reward#12#points': 100,
    });
  });

  it('moves members between levels, and a deleted member takes its points and level with it', () => {
    expect(eventCounts(event('tier.changed', { from: 'silver', to: 'gold' }))?.tiers).toEqual({ 'tier#silver': -1, 'tier#gold': 1 });
    expect(eventCounts(event('tier.changed', { from: null, to: 'bronze' }))?.tiers).toEqual({ 'tier#bronze': 1 });
    expect(eventCounts(event('user.deleted', { redeemable_points: 70, tier: 'gold' }))).toEqual({
      day: '2026-11-20',
      counters: { members_deleted: 1, outstanding_change: -70 },
      tiers: { 'tier#gold': -1 },
    });
  });

  it('counts events that change nothing reported as nothing', () => {
    expect(eventCounts(event('user.updated', { fields: ['email'] }))).toBeUndefined();
    expect(eventCounts(event('points.expiring', { points: 5 }))).toBeUndefined();
  });

  it('counts a ledger entry as its event counted, on the day it was written, not the day it is dated', () => {
    const backdated = { kind: 'activity', num_points: 40, activity_id: '7', date_created: at - 3 * 86_400, recorded_at: at };
    expect(entryCounts(backdated)).toEqual(eventCounts(event('points.credited', { points: 40, source: 'activity', activity_id: '7' })));
    expect(entryCounts({ kind: 'redemption', num_points: -100, activity_id: null, reward_id: '12', date_created: at })).toEqual(
      eventCounts(event('reward.redeemed', { points: 100, reward_id: '12' })),
    );
    expect(entryCounts({ kind: 'import', num_points: -30, activity_id: null, date_created: at })).toEqual(
      eventCounts(event('points.removed', { points: 30, source: 'import' })),
    );
  });

  it('adds changes up by day, keeping per-item counters and zero days out of the totals', () => {
    const credit = eventCounts(event('points.credited', { points: 40, source: 'activity', activity_id: '7' }));
    const nextDay = eventCounts(event('points.expired', { points: 40 }, at + 1));
    const used = eventCounts(event('coupon.used', {}));
    const unused = eventCounts(event('coupon.unused', {}));
    const { days, totals } = addChanges([credit, nextDay, used, unused].filter((change) => change !== undefined));
    expect([...days.keys()]).toEqual(['2026-11-20', '2026-11-21']);
    expect(totals).toEqual({ points_credited_activity: 40, outstanding_change: 0, activity_credits: 1, points_expired: 40, coupons_used: 0 });
    expect(reportDay(at + 1)).toBe('2026-11-21');
  });

  it('writes only the stored metrics and per-item counters, whatever the event', () => {
    const names = WEBHOOK_EVENT_TYPES.flatMap((type) => {
      const counted = eventCounts(event(type, { points: 5, source: 'activity', activity_id: '1', reward_id: '2', from: 'a', to: 'b', tier: 'a', redeemable_points: 5 }));
      return counted ? [...Object.keys(counted.counters), ...Object.keys(counted.tiers)] : [];
    });

    expect(names.filter((name) => !(STORED_METRICS as readonly string[]).includes(name) && !counterParts(name))).toEqual([]);
    expect(new Set(names.filter((name) => (STORED_METRICS as readonly string[]).includes(name))).size).toBeGreaterThan(10);
  });
});


describe('a range of report days as whole months and the days around them', () => {
  it('takes the months a range covers whole, and the days of the months it covers in part', () => {
    expect(wholeMonthsWithin('2025-10-28', '2026-11-25')).toEqual({
      months: ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'],
      days: [
        { from: '2025-10-28', to: '2025-10-31' },
        { from: '2026-11-01', to: '2026-11-25' },
      ],
    });
  });

  it('needs no days where the range begins on a first and ends on a last day, leap February included', () => {
    expect(wholeMonthsWithin('2024-01-01', '2024-02-29')).toEqual({ months: ['2024-01', '2024-02'], days: [] });
    expect(wholeMonthsWithin('2024-02-01', '2024-02-28')).toEqual({ months: [], days: [{ from: '2024-02-01', to: '2024-02-28' }] });
  });

  it('reads a whole month as days until it has settled', () => {
    expect(wholeMonthsWithin('2026-08-15', '2026-11-02', '2026-10-30')).toEqual({
      months: ['2026-09'],
      days: [
        { from: '2026-08-15', to: '2026-08-31' },
        { from: '2026-10-01', to: '2026-11-02' },
      ],
    });
    expect(wholeMonthsWithin('2026-08-15', '2026-11-02', '2026-10-31').months).toEqual(['2026-09', '2026-10']);
    expect(wholeMonthsWithin('2026-10-01', '2026-11-02', '2026-09-30')).toEqual({ months: [], days: [{ from: '2026-10-01', to: '2026-11-02' }] });
  });

  it('gives the days of a month, leap February and December included', () => {
    expect([monthDays('2024-02'), monthDays('2026-12'), monthDays('2026-04')]).toEqual([
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2026-12-01', to: '2026-12-31' },
      { from: '2026-04-01', to: '2026-04-30' },
    ]);
  });

  it('keeps days across a year end, and a range within one month or two months in part, as days only', () => {
    expect(wholeMonthsWithin('2025-12-15', '2026-01-31')).toEqual({ months: ['2026-01'], days: [{ from: '2025-12-15', to: '2025-12-31' }] });
    expect(wholeMonthsWithin('2026-11-03', '2026-11-03')).toEqual({ months: [], days: [{ from: '2026-11-03', to: '2026-11-03' }] });
    expect(wholeMonthsWithin('2026-10-02', '2026-11-30')).toEqual({ months: ['2026-11'], days: [{ from: '2026-10-02', to: '2026-10-31' }] });
    expect(wholeMonthsWithin('2026-10-02', '2026-11-29')).toEqual({ months: [], days: [{ from: '2026-10-02', to: '2026-11-29' }] });
  });
});

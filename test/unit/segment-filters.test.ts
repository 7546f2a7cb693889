import { filterHolds, readsTheClock, type SegmentFacts, SegmentFilterSchema, segmentsNamed, windowsNamed } from '../../shared/segments/segment-filters.js';

/** A dynamic segment's filter: what it may name, and whether a member belongs. Pure. */

const facts = (member: Partial<SegmentFacts['member']> = {}, extra: Partial<SegmentFacts> = {}): SegmentFacts => ({
  member: { total_points: 250, redeemable_points: 120, date_created: Date.parse('2026-03-01T00:00:00Z') / 1000, ...member },
  tierId: 'silver',
  staticSegmentIds: new Set(['4']),
  now: Date.parse('2026-11-29T12:00:00Z') / 1000,
  ...extra,
} as SegmentFacts);
const holds = (filter: unknown, on: SegmentFacts = facts()) => filterHolds(SegmentFilterSchema.parse(filter), on);

describe('segment filters', () => {
  it('reads balances, level, profile, custom data, birthday month, activity flag and static segments', () => {
    const member = facts({ postal_code: '10001', country: 'US', city: 'New York', custom_data: { team: 'Jets', visits: '12' }, date_of_birth: Date.parse('1990-07-14T00:00:00Z') / 1000 });

    expect(holds({ all: [{ field: 'member.lifetime_points', op: 'gte', value: 250 }, { field: 'member.redeemable_points', op: 'lt', value: 121 }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.tier_id', op: 'in', value: ['gold', 'silver'] }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.postal_code', op: 'starts_with', value: '100' }, { field: 'member.country', op: 'eq', value: 'US' }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.custom_data.team', op: 'eq', value: 'Jets' }, { field: 'member.custom_data.visits', op: 'gt', value: 10 }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.birthday_month', op: 'eq', value: 7 }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.date_created', op: 'gte', value: '2026-01-01T00:00:00Z' }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.is_active', op: 'eq', value: true }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'member.is_active', op: 'eq', value: true }] }, facts({ is_active: false }))).toBe(false);
    expect(holds({ all: [{ field: 'in_segment.4', op: 'eq', value: true }] }, member)).toBe(true);
    expect(holds({ all: [{ field: 'in_segment.5', op: 'eq', value: false }] }, member)).toBe(true);
    expect(holds({ any: [{ field: 'member.city', op: 'eq', value: 'Boston' }, { field: 'member.tier_id', op: 'eq', value: 'gold' }] }, member)).toBe(false);
  });

  it('lets an absent value hold only for exists: false', () => {
    expect(holds({ all: [{ field: 'member.postal_code', op: 'ne', value: '10001' }] })).toBe(false);
    expect(holds({ all: [{ field: 'member.postal_code', op: 'exists', value: false }] })).toBe(true);
    expect(holds({ all: [{ field: 'member.tier_id', op: 'exists' }] }, facts({}, { tierId: null }))).toBe(false);
  });

  it('refuses a field filters do not read, and an op its field cannot take, naming the place', () => {
    const unknown = SegmentFilterSchema.safeParse({ all: [{ field: 'purchase.total', op: 'gt', value: 5 }] });
    const textOrder = SegmentFilterSchema.safeParse({ all: [{ field: 'member.city', op: 'gt', value: 'B' }] });

    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['all', 0, 'field'], message: expect.stringContaining('segment filters read') });
    expect(textOrder.error?.issues[0]).toMatchObject({ path: ['all', 0, 'op'] });
  });

  it('names the static segments a filter reads, each once', () => {
    const filter = SegmentFilterSchema.parse({ any: [{ field: 'in_segment.4', op: 'eq', value: true }, { all: [{ field: 'in_segment.4', op: 'eq', value: false }, { field: 'in_segment.9', op: 'eq', value: true }] }] });
    expect(segmentsNamed(filter)).toEqual(['4', '9']);
  });

  it('reads the windows: days since the member last earned, its purchases of 90 days and its events of 30 by type', () => {
    const now = Date.parse('2026-11-29T12:00:00Z') / 1000;
    const active = facts({ last_earned_at: now - 10 * 86_400 }, { windows: { purchases: { count: 3, total: 42.5 }, events: { review: 2 } } });
    const never = facts({}, { windows: { purchases: { count: 0, total: 0 }, events: {} } });
    const lapsed = { all: [{ field: 'member.days_since_last_activity', op: 'gte', value: 60 }] };
    const buyers = { all: [{ field: 'purchases.count_90d', op: 'gte', value: 2 }, { field: 'purchases.total_90d', op: 'gt', value: 40 }] };
    const reviewers = { all: [{ field: 'events.review.count_30d', op: 'gte', value: 1 }] };

    expect([holds(lapsed, active), holds(lapsed, never)]).toEqual([false, false]);
    expect(holds({ all: [{ field: 'member.days_since_last_activity', op: 'lt', value: 11 }] }, active)).toBe(true);
    expect(holds({ all: [{ field: 'member.last_activity_at', op: 'exists', value: false }] }, never)).toBe(true);
    expect([holds(buyers, active), holds(buyers, never)]).toEqual([true, false]);
    expect([holds(reviewers, active), holds(reviewers, never)]).toEqual([true, false]);
    expect(windowsNamed([SegmentFilterSchema.parse(buyers), SegmentFilterSchema.parse(reviewers)])).toEqual({ purchases: true, eventTypes: ['review'] });
    expect([lapsed, buyers, reviewers].map((filter) => readsTheClock(SegmentFilterSchema.parse(filter)))).toEqual([true, true, true]);
    expect(readsTheClock(SegmentFilterSchema.parse({ all: [{ field: 'member.lifetime_points', op: 'gte', value: 1 }] }))).toBe(false);
    expect(() => SegmentFilterSchema.parse({ all: [{ field: 'events.Bad-Type.count_30d', op: 'gte', value: 1 }] })).toThrow();
  });
});

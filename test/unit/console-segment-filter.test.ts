import { type ConditionsDraft, conditionsDraftOf, opsFor, valueCheck } from '../../console/src/components/condition-draft.js';
import { filterOf, filterWords, segmentFields } from '../../console/src/components/segment-filter.js';
import { pollWhileFilling, segmentStatusWords } from '../../console/src/components/segment-words.js';

/**
 * A dynamic segment's filter as the console's segment form edits it: typed values read as each
 * field holds them, a stored filter read back and sent again unchanged, the filter in plain words,
 * the checks a typed value gets before anything is sent, and a segment's status in words.
 */

const fields = segmentFields({ tiers: [{ id: 'gold', title: 'Gold' }], segments: [{ segment_id: '3', name: 'Staff' }] });

describe('a segment filter in the console', () => {
  it('reads each typed value as its field holds it: points as a number, a segment and being active as yes or no, a join date as its midnight UTC', () => {
    const draft: ConditionsDraft = {
      mode: 'all',
      conditions: [
        { key: 1, field: 'member.redeemable_points', op: 'gte', value: ' 100 ' },
        { key: 2, field: 'in_segment.3', op: 'eq', value: 'false' },
        { key: 3, field: 'member.postal_code', op: 'starts_with', value: '100' },
        { key: 4, mode: 'any', rows: [{ key: 5, field: 'member.date_created', op: 'gte', value: '2026-01-31' }, { key: 6, field: 'member.is_active', op: 'eq', value: 'true' }] },
        { key: 7, field: 'member.custom_data.plan', op: 'in', value: 'pro, 7' },
      ],
    };

    expect(filterOf(draft, fields)).toEqual({
      all: [
        { field: 'member.redeemable_points', op: 'gte', value: 100 },
        { field: 'in_segment.3', op: 'eq', value: false },
        { field: 'member.postal_code', op: 'starts_with', value: '100' },
        {
          any: [
            { field: 'member.date_created', op: 'gte', value: '2026-01-31T00:00:00Z' },
            { field: 'member.is_active', op: 'eq', value: true },
          ],
        },
        { field: 'member.custom_data.plan', op: 'in', value: ['pro', 7] },
      ],
    });
  });

  it('sends a stored filter back unchanged, and none without a condition', () => {
    const stored = {
      any: [
        { field: 'member.tier_id', op: 'eq', value: 'gold' },
        { all: [{ field: 'member.birthday_month', op: 'between', value: [3, 5] }, { field: 'in_segment.9', op: 'eq', value: true }] },
      ],
    };

    expect(filterOf(conditionsDraftOf(stored), fields)).toEqual(stored);
    expect(filterOf({ mode: 'all', conditions: [] }, fields)).toBeUndefined();
  });

  it('says a filter in the words the form offers: levels and months by name, a segment by its name, yes or no as the field alone', () => {
    const filter = {
      all: [
        { field: 'member.redeemable_points', op: 'gte', value: 100 },
        { field: 'in_segment.3', op: 'eq', value: false },
        { any: [{ field: 'member.tier_id', op: 'eq', value: 'gold' }, { field: 'member.birthday_month', op: 'eq', value: 3 }] },
        { field: 'member.is_active', op: 'ne', value: false },
        { field: 'member.custom_data.plan', op: 'exists' },
      ],
    };

    expect(filterWords({ all: [{ field: 'member.redeemable_points', op: 'gte', value: 100 }] }, fields)).toBe('Points to spend is at least 100');
    expect(filterWords(filter, fields)).toBe(
      'every one of: Points to spend is at least 100; not in segment Staff; (at least one of: Level is Gold; Birthday month is March); Active; Custom attribute plan is present',
    );
    expect(filterWords({ all: [{ field: 'in_segment.12', op: 'eq', value: true }] }, fields)).toBe('In segment 12');
  });

  it('offers the tests a field takes, and checks a typed value against what its field holds', () => {
    const matches = (check: { pattern: string } | undefined, typed: string) => new RegExp(`^(?:${check?.pattern})$`, 'v').test(typed);

    expect(opsFor('text')).not.toContain('gt');
    expect(opsFor('number')).not.toContain('contains');
    expect(opsFor('boolean')).toEqual(['eq', 'ne', 'exists']);
    expect(valueCheck('number', 'gte')?.words).toBe('must be a number, like 100');
    expect(matches(valueCheck('number', 'gte'), ' 100 ')).toBe(true);
    expect(matches(valueCheck('number', 'gte'), 'lots')).toBe(false);
    expect(matches(valueCheck('number', 'in'), '1, 2.5,3')).toBe(true);
    expect(matches(valueCheck('number', 'between'), '1, 2, 3')).toBe(false);
    expect(matches(valueCheck('instant', 'between'), '2026-01-01, 2026-02-01T09:00:00Z')).toBe(true);
    expect(matches(valueCheck('instant', 'lt'), 'yesterday')).toBe(false);
    expect(valueCheck('text', 'eq')).toBeUndefined();
    expect(valueCheck('number', 'exists')).toBeUndefined();
  });
});

describe("a segment's status in words", () => {
  it('says how far a filling has got or why it failed, and reads a filling segment again every 2 seconds', () => {
    const build = { members_walked: 1240, started_at: '2026-11-29T09:00:00Z', finished_at: null, failure: null };

    expect(segmentStatusWords({ status: 'building', build })).toBe('Filling: 1,240 members checked');
    expect(segmentStatusWords({ status: 'building', build: { ...build, members_walked: 1 } })).toBe('Filling: 1 member checked');
    expect(segmentStatusWords({ status: 'build_failed', build: { ...build, failure: 'the walk stopped' } })).toBe('Could not be filled: the walk stopped');
    expect(segmentStatusWords({ status: 'ready', build: null })).toBe('Ready');
    expect(pollWhileFilling([{ status: 'ready' }, { status: 'building' }])).toBe(2_000);
    expect(pollWhileFilling([{ status: 'ready' }])).toBe(false);
    expect(pollWhileFilling(undefined)).toBe(false);
  });

  it('offers the activity windows, one event count per event type of the program, and reads their values as numbers', () => {
    const withTypes = segmentFields({ tiers: [], segments: [], eventTypes: [{ name: 'review', title: 'Review' }] });
    const draft: ConditionsDraft = {
      mode: 'all',
      conditions: [
        { key: 1, field: 'purchases.count_90d', op: 'gte', value: '2' },
        { key: 2, field: 'events.review.count_30d', op: 'gte', value: '1' },
        { key: 3, field: 'member.days_since_last_activity', op: 'gte', value: '60' },
      ],
    };

    expect(withTypes.map((field) => field.label)).toEqual(expect.arrayContaining(['Purchases in the last 90 days', 'Spent in the last 90 days', 'Days since last earning', 'Review events in the last 30 days']));
    expect(filterOf(draft, withTypes)).toEqual({
      all: [
        { field: 'purchases.count_90d', op: 'gte', value: 2 },
        { field: 'events.review.count_30d', op: 'gte', value: 1 },
        { field: 'member.days_since_last_activity', op: 'gte', value: 60 },
      ],
    });
  });
});

import { bodyOf, draftOf, emptyDraft, fieldsFor, instantInZone, localInZone, type Rule } from '../../console/src/components/rule-draft.js';
import { audienceWords, conditionsWords, effectWords, movesFrom, outcomeWords } from '../../console/src/components/rule-words.js';

/**
 * The rule builder's form state and the body it sends: a stored rule read into the form and sent
 * back unchanged, typed values read as their field holds them, schedule times read in the
 * schedule's zone, and the rule in words.
 */

const stored = (body: Partial<Rule>): Rule => ({
  name: 'Big baskets',
  trigger: { kind: 'purchase' },
  effect: { kind: 'fixed', points: 10 },
  priority: 100,
  stop_after: false,
  rule_id: '7',
  status: 'draft',
  version: 1,
  date_created: '2026-11-01T00:00:00.000Z',
  date_updated: '2026-11-01T00:00:00.000Z',
  budget_used: null,
  ...body,
});

const holds = (field: string) => fieldsFor('purchase').find((choice) => choice.field === field)?.holds ?? 'any';

describe('the rule builder draft', () => {
  it('sends back a stored rule unchanged: conditions with a group, per-unit points, schedule, limits, budget', () => {
    const rule = stored({
      description: 'Weekday lunches',
      conditions: { all: [{ field: 'purchase.total', op: 'gte', value: 50 }, { any: [{ field: 'purchase.channel', op: 'in', value: ['app', 'web'] }] }] },
      effect: { kind: 'per_unit', points: 5, per: 10, of: 'purchase.total' },
      audience: { tier_ids: ['gold'] },
      schedule: { starts_at: '2026-03-29T06:00:00.000Z', days_of_week: [1, 2, 3, 4, 5], hours: { from: 11, to: 14 }, time_zone: 'Europe/Paris' },
      limits: { per_member: { count: 2, period: 'week' }, max_points_per_trigger: 500 },
      budget: { points_total: 10_000 },
      priority: 20,
      stop_after: true,
    });
    const { rule_id, status, version, date_created, date_updated, budget_used, ...body } = rule;

    expect(bodyOf(draftOf(rule), holds)).toEqual(body);
  });

  it('reads a typed value as its field holds it: a number for a number field, a list split at commas, true for custom data', () => {
    const draft = emptyDraft();
    draft.trigger.kind = 'purchase';
    draft.effect.points = '10';
    draft.conditions = [
      { key: 1, field: 'purchase.total', op: 'gt', value: ' 42.5 ' },
      { key: 2, field: 'purchase.store_id', op: 'in', value: '12, 007 ,' },
      { key: 3, field: 'member.custom_data.vip', op: 'eq', value: 'true' },
      { key: 4, field: 'purchase.channel', op: 'exists', value: 'ignored' },
    ];

    expect(bodyOf(draft, holds).conditions).toEqual({
      all: [
        { field: 'purchase.total', op: 'gt', value: 42.5 },
        { field: 'purchase.store_id', op: 'in', value: ['12', '007'] },
        { field: 'member.custom_data.vip', op: 'eq', value: true },
        { field: 'purchase.channel', op: 'exists' },
      ],
    });
  });

  it('keeps conditions nested deeper than the form shows as they were', () => {
    const conditions = { any: [{ all: [{ any: [{ field: 'time.hour', op: 'lt', value: 9 }] }] }] };
    const draft = draftOf(stored({ conditions }));

    expect(draft.conditions).toEqual([]);
    expect(bodyOf(draft, holds).conditions).toEqual(conditions);
  });

  it('reads schedule times in the schedule zone, across the change to summer time', () => {
    expect(instantInZone('2026-03-29T08:00', 'Europe/Paris')).toBe('2026-03-29T06:00:00.000Z');
    expect(instantInZone('2026-03-28T08:00', 'Europe/Paris')).toBe('2026-03-28T07:00:00.000Z');
    expect(localInZone('2026-03-29T06:00:00.000Z', 'Europe/Paris')).toBe('2026-03-29T08:00');
  });

  it('reads back an audience of segments and sends it again, leaving out what is not chosen', () => {
    const draft = draftOf(stored({ audience: { segment_ids: ['3', '12'] } }));

    expect(draft.segments).toEqual(['3', '12']);
    expect(bodyOf(draft, holds).audience).toEqual({ segment_ids: ['3', '12'] });
    expect(bodyOf({ ...draft, tiers: ['gold'], segments: [] }, holds).audience).toEqual({ tier_ids: ['gold'] });
    expect(bodyOf({ ...draft, segments: [] }, holds).audience).toBeUndefined();
  });

  it('sends no optional section the form left blank', () => {
    const draft = emptyDraft();
    draft.name = 'Welcome';
    draft.trigger.kind = 'member_created';
    draft.effect.points = '100';

    expect(bodyOf(draft, holds)).toEqual({ name: 'Welcome', trigger: { kind: 'member_created' }, effect: { kind: 'fixed', points: 100 }, priority: 100, stop_after: false });
  });
});

describe('a rule in words', () => {
  it('says what a rule gives, its conditions, the moves its status allows and an outcome', () => {
    expect(effectWords({ kind: 'per_unit', points: 5, per: 10, of: 'purchase.items[category=coffee].amount' })).toBe('5 points per 10 spent on coffee items');
    expect(effectWords({ kind: 'multiplier', factor: 1.5, of: 'base' })).toBe('1.5× the base points');
    expect(conditionsWords({ all: [{ field: 'purchase.total', op: 'between', value: [10, 20] }, { any: [{ field: 'time.hour', op: 'lt', value: 9 }] }] })).toBe(
      'every one of: purchase.total is between 10 and 20; (time.hour is less than 9)',
    );
    expect(movesFrom('draft')).toEqual(['activate', 'archive']);
    expect(audienceWords(undefined)).toBe('Every member');
    expect(audienceWords({ segment_ids: ['3'] }, new Map([['3', 'Spring preview guests']]))).toBe('In segment Spring preview guests');
    expect(audienceWords({ tier_ids: ['gold', 'silver'], segment_ids: ['3', '7'] }, new Map([['3', 'Staff']]))).toBe(
      'In tiers gold, silver and in one of the segments Staff, segment 7',
    );
    expect(movesFrom('archived')).toEqual([]);
    expect(outcomeWords({ outcome: 'skipped', points: 0, reason: 'condition_false: purchase.total 42.10 < 50' })).toBe(
      'Skipped: a condition did not hold (purchase.total 42.10 < 50).',
    );
  });
});

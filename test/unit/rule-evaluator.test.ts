import { type ActiveRule, type EvaluationInput, evaluateRules } from '../../shared/rules/rule-evaluator.js';
import type { MemberFacts, TriggerFacts } from '../../shared/rules/rule-facts.js';
import { localTime } from '../../shared/support/local-time.js';
import { parseRuleBody } from '../../shared/rules/rule-schema.js';

const at = (iso: string): number => Date.parse(iso) / 1000;
const NOON = at('2026-03-18T12:00:00Z'); // a Wednesday

const ruleOf = (rule_id: string, body: Record<string, unknown>, version = 1): ActiveRule => {
  const parsed = parseRuleBody({ name: rule_id, trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 50 }, ...body });
  if (!parsed.ok) throw new Error(parsed.message);
  return { rule_id, version, body: parsed.body };
};

const purchase: TriggerFacts = {
  kind: 'purchase',
  purchase: {
    total: 42.1,
    channel: 'web',
    store_id: 'store-7',
    items: [
      { sku: 'COF-1', category: 'coffee', quantity: 2, amount: 4.5 },
      { sku: 'COF-2', category: 'coffee', quantity: 1, amount: 3.2 },
      { sku: 'TEA-1', category: 'tea', quantity: 3, amount: 5 },
    ],
  },
};
const member: MemberFacts = { tier_id: 'gold', custom_data: { age: '34', favourite: 'latte' }, lifetime_points: 1200, date_created: at('2025-06-01T00:00:00Z'), birthday_month: 3 };

const evaluate = (rules: ActiveRule[], overrides: Partial<EvaluationInput> = {}) =>
  evaluateRules({ rules, trigger: purchase, member, base: 42, at: NOON, timeZone: 'Europe/Paris', usage: {}, ...overrides });

/** The outcome of one rule with a single condition: its points, or its skip reason. */
const outcomeOf = (field: string, op: string, value?: unknown, trigger: Record<string, unknown> = { kind: 'purchase' }, facts: TriggerFacts = purchase) => {
  const result = evaluate([ruleOf('r1', { trigger, conditions: { all: [{ field, op, value }] } })], { trigger: facts });
  return result.credits[0]?.points ?? result.skipped[0]?.reason;
};

describe('rule conditions', () => {
  it.each([
    ['purchase.total', 'gt', 50, 'condition_false: purchase.total 42.10 > 50.00'],
    ['purchase.total', 'gte', 42.1, 50],
    ['purchase.total', 'lt', 42.1, 'condition_false: purchase.total 42.10 < 42.10'],
    ['purchase.total', 'lte', 42.1, 50],
    ['purchase.total', 'between', [40, 45], 50],
    ['purchase.total', 'between', [10, 20], 'condition_false: purchase.total 42.10 between 10.00 and 20.00'],
    ['purchase.channel', 'eq', 'web', 50],
    ['purchase.channel', 'eq', 'store', 'condition_false: purchase.channel web = store'],
    ['purchase.store_id', 'ne', 'store-7', 'condition_false: purchase.store_id store-7 != store-7'],
    ['purchase.store_id', 'ne', 'store-8', 50],
    ['member.tier_id', 'in', ['silver', 'gold'], 50],
    ['member.tier_id', 'not_in', ['silver', 'gold'], 'condition_false: member.tier_id gold not in [silver, gold]'],
    ['member.custom_data.favourite', 'contains', 'att', 50],
    ['member.custom_data.favourite', 'starts_with', 'lat', 50],
    ['member.custom_data.favourite', 'starts_with', 'mocha', 'condition_false: member.custom_data.favourite latte starts with mocha'],
    ['member.custom_data.age', 'gte', 18, 50],
    ['member.custom_data.age', 'eq', 34, 50],
    ['member.custom_data.missing', 'exists', undefined, 'condition_false: member.custom_data.missing (none) exists'],
    ['member.custom_data.missing', 'exists', false, 50],
    ['member.custom_data.favourite', 'exists', false, 'condition_false: member.custom_data.favourite latte does not exist'],
    ['member.custom_data.missing', 'ne', 'x', 'condition_false: member.custom_data.missing (none) != x'],
    ['member.lifetime_points', 'gt', 1000, 50],
    ['member.date_created', 'lt', '2026-01-01T00:00:00Z', 50],
    ['member.date_created', 'gte', at('2025-06-02T00:00:00Z'), `condition_false: member.date_created ${at('2025-06-01T00:00:00Z')} >= ${at('2025-06-02T00:00:00Z')}`],
    ['member.birthday_month', 'eq', 3, 50],
    ['time.date', 'eq', '2026-03-18', 50],
    ['time.date', 'between', ['2026-03-01', '2026-03-17'], 'condition_false: time.date 2026-03-18 between 2026-03-01 and 2026-03-17'],
    ['time.day_of_week', 'eq', 3, 50],
    ['time.hour', 'eq', 13, 50], // 12:00 UTC is 13:00 in Paris in March before the change
  ])('%s %s %j gives %p', (field, op, value, expected) => {
    expect(outcomeOf(field, op, value)).toBe(expected);
  });

  it.each([
    ['purchase.items[].category', 'eq', 'tea', 50],
    ['purchase.items[].category', 'eq', 'juice', 'condition_false: purchase.items[].category [coffee, coffee, tea] = juice'],
    ['purchase.items[].sku', 'starts_with', 'TEA', 50],
    ['purchase.items[].quantity', 'gte', 3, 50],
    ['purchase.items[].amount', 'gt', 5, 'condition_false: purchase.items[].amount [4.50, 3.20, 5.00] > 5.00'],
  ])('an item condition holds when any item matches: %s %s %j gives %p', (field, op, value, expected) => {
    expect(outcomeOf(field, op, value)).toBe(expected);
  });

  it('reads event attributes, numbers and text alike', () => {
    const event: TriggerFacts = { kind: 'event', event: { type: 'workout', attributes: { steps: 7500, app: 'fitbit' } } };
    const trigger = { kind: 'event', event_type: 'workout' };

    expect(outcomeOf('event.attributes.steps', 'gte', 5000, trigger, event)).toBe(50);
    expect(outcomeOf('event.attributes.app', 'in', ['garmin'], trigger, event)).toBe('condition_false: event.attributes.app fitbit in [garmin]');
  });

  it('reports the first failing condition of nested groups and what the conditions read', () => {
    const rule = ruleOf('r1', {
      conditions: { all: [{ field: 'purchase.channel', op: 'eq', value: 'web' }, { any: [{ field: 'purchase.total', op: 'gt', value: 100 }, { field: 'member.tier_id', op: 'eq', value: 'platinum' }] }] },
    });
    const passing = ruleOf('r2', { conditions: { any: [{ field: 'purchase.total', op: 'gt', value: 100 }, { field: 'member.tier_id', op: 'eq', value: 'gold' }] } });

    const result = evaluate([rule, passing]);

    expect(result.skipped).toEqual([{ rule_id: 'r1', reason: 'condition_false: purchase.total 42.10 > 100.00' }]);
    expect(result.credits[0]?.saw.fields).toEqual({ 'purchase.total': 42.1, 'member.tier_id': 'gold' });
  });
});

describe('time zones and schedules', () => {
  it('reads local time DST-correct: Europe/Paris on 2026-03-29 jumps from 01:59 to 03:00', () => {
    expect(localTime(at('2026-03-29T00:30:00Z'), 'Europe/Paris')).toEqual({ day_of_week: 7, hour: 1, date: '2026-03-29' });
    expect(localTime(at('2026-03-29T01:30:00Z'), 'Europe/Paris')).toEqual({ day_of_week: 7, hour: 3, date: '2026-03-29' });
    expect(localTime(at('2026-03-29T22:30:00Z'), 'Europe/Paris')).toEqual({ day_of_week: 1, hour: 0, date: '2026-03-30' });
  });

  it('applies an hours window on the DST day in the schedule zone', () => {
    const rule = ruleOf('r1', { schedule: { days_of_week: [7], hours: { from: 3, to: 4 }, time_zone: 'Europe/Paris' } });

    expect(evaluate([rule], { at: at('2026-03-29T00:30:00Z'), timeZone: 'UTC' }).skipped[0]?.reason).toBe('outside_schedule');
    expect(evaluate([rule], { at: at('2026-03-29T01:30:00Z'), timeZone: 'UTC' }).credits[0]?.points).toBe(50);
    expect(evaluate([rule], { at: at('2026-03-29T02:00:00Z'), timeZone: 'UTC' }).skipped[0]?.reason).toBe('outside_schedule');
  });

  it('runs an hours window across midnight when from is after to', () => {
    const rule = ruleOf('r1', { schedule: { hours: { from: 22, to: 2 } } });

    expect(evaluate([rule], { at: at('2026-03-18T22:30:00Z'), timeZone: 'UTC' }).credits).toHaveLength(1);
    expect(evaluate([rule], { at: at('2026-03-18T01:59:59Z'), timeZone: 'UTC' }).credits).toHaveLength(1);
    expect(evaluate([rule], { at: at('2026-03-18T02:00:00Z'), timeZone: 'UTC' }).skipped[0]?.reason).toBe('outside_schedule');
  });

  it('starts at its first instant and ends before ends_at (exclusive)', () => {
    const rule = ruleOf('r1', { schedule: { starts_at: '2026-03-01T00:00:00+01:00', ends_at: '2026-04-01T00:00:00+02:00' } });
    const end = at('2026-03-31T22:00:00Z');

    expect(evaluate([rule], { at: at('2026-02-28T23:00:00Z') }).credits).toHaveLength(1);
    expect(evaluate([rule], { at: at('2026-02-28T22:59:59Z') }).skipped[0]?.reason).toBe('outside_schedule');
    expect(evaluate([rule], { at: end - 1 }).credits).toHaveLength(1);
    expect(evaluate([rule], { at: end }).skipped[0]?.reason).toBe('outside_schedule');
  });
});

describe('rule effects', () => {
  it.each([
    [10, 1.7, 7], // 10 × 0.7 is 6.999... in binary: still 7
    [7, 1.5, 3],
    [42, 2, 42],
    [100, 1.0001, 0],
    [33, 1.3333, 10],
  ])('a multiplier on a base of %p at %p gives floor(base × (factor − 1)) = %p', (base, factor, points) => {
    const result = evaluate([ruleOf('r1', { effect: { kind: 'multiplier', factor, of: 'base' } })], { base });

    expect(result.credits[0]?.points ?? 0).toBe(points);
    if (points === 0) expect(result.skipped).toEqual([{ rule_id: 'r1', reason: 'no_points' }]);
  });

  it('gives per_unit points for each whole unit of a category amount', () => {
    const rule = ruleOf('r1', { effect: { kind: 'per_unit', points: 10, per: 1, of: 'purchase.items[category=coffee].amount' } });

    expect(evaluate([rule]).credits[0]?.points).toBe(70); // 4.50 + 3.20 = 7.70 → 7 units
  });

  it('gives per_unit points on a quantity, a total and an event attribute', () => {
    const steps: TriggerFacts = { kind: 'event', event: { type: 'walk', attributes: { steps: 14_999 } } };
    const byStep = ruleOf('r3', { trigger: { kind: 'event', event_type: 'walk' }, effect: { kind: 'per_unit', points: 100, per: 5000, of: 'event.attributes.steps' } });

    expect(evaluate([ruleOf('r1', { effect: { kind: 'per_unit', points: 5, per: 1, of: 'purchase.items[sku=TEA-1].quantity' } })]).credits[0]?.points).toBe(15);
    expect(evaluate([ruleOf('r2', { effect: { kind: 'per_unit', points: 1, per: 0.1, of: 'purchase.total' } })]).credits[0]?.points).toBe(421);
    expect(evaluate([byStep], { trigger: steps }).credits[0]?.points).toBe(200);
  });
});

describe('limits, budgets and order', () => {
  const capped = (usage: EvaluationInput['usage'], limits: Record<string, unknown>, budget?: number) =>
    evaluate([ruleOf('r1', { effect: { kind: 'fixed', points: 300 }, limits, ...(budget ? { budget: { points_total: budget } } : {}) })], { usage });

  it('caps at max_points_per_trigger', () => {
    expect(capped({}, { max_points_per_trigger: 120 }).credits[0]?.points).toBe(120);
  });

  it('caps at what the member limit leaves, then skips once it is reached', () => {
    const limits = { per_member: { count: 3, points: 1000, period: 'week' } };

    expect(capped({ r1: { memberCount: 2, memberPoints: 900 } }, limits).credits[0]).toMatchObject({ points: 100, saw: { member_count_left: 1, member_points_left: 100 } });
    expect(capped({ r1: { memberCount: 3, memberPoints: 0 } }, limits).skipped[0]?.reason).toBe('member_limit_reached');
    expect(capped({ r1: { memberCount: 0, memberPoints: 1000 } }, limits).skipped[0]?.reason).toBe('member_limit_reached');
  });

  it('caps at what the budget leaves, then skips it as exhausted', () => {
    expect(capped({}, {}, 5000).credits[0]).toMatchObject({ points: 300, saw: { budget_left: 5000 } });
    expect(capped({ r1: { budgetLeft: 75 } }, {}, 5000).credits[0]?.points).toBe(75);
    expect(capped({ r1: { budgetLeft: 0 } }, {}, 5000).skipped[0]?.reason).toBe('budget_exhausted');
  });

  it('runs rules by priority then rule_id, and stops after a stop_after rule fires', () => {
    const rules = [
      ruleOf('b', { priority: 10 }),
      ruleOf('a', { priority: 10, stop_after: true }, 4),
      ruleOf('first', { priority: 1, conditions: { all: [{ field: 'purchase.total', op: 'gt', value: 1000 }] }, stop_after: true }),
      ruleOf('late', { priority: 200 }),
      ruleOf('other', { priority: 300, trigger: { kind: 'birthday' } }),
    ];

    const result = evaluate(rules);

    expect(result.credits).toEqual([{ rule_id: 'a', rule_version: 4, points: 50, saw: { fields: {} } }]);
    expect(result.skipped).toEqual([
      { rule_id: 'first', reason: 'condition_false: purchase.total 42.10 > 1000.00' },
      { rule_id: 'b', reason: 'stopped_by: a' },
      { rule_id: 'late', reason: 'stopped_by: a' },
      { rule_id: 'other', reason: 'wrong_trigger' },
    ]);
    expect(evaluate([...rules].reverse())).toEqual(result);
  });

  it('skips rules for another event type and members outside the audience', () => {
    const event: TriggerFacts = { kind: 'event', event: { type: 'review', attributes: {} } };
    const rules = [ruleOf('r1', { trigger: { kind: 'event', event_type: 'workout' } }), ruleOf('r2', { trigger: { kind: 'event', event_type: 'review' }, audience: { tier_ids: ['silver'] } })];

    expect(evaluate(rules, { trigger: event }).skipped).toEqual([
      { rule_id: 'r1', reason: 'wrong_trigger' },
      { rule_id: 'r2', reason: 'not_in_audience' },
    ]);
  });
});

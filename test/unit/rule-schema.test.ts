import { MAX_CONDITIONS, MAX_DEPTH } from '../../shared/rules/rule-conditions.js';
import { parseRuleBody } from '../../shared/rules/rule-schema.js';

const purchaseRule = (extra: Record<string, unknown> = {}) => ({ name: 'Coffee bonus', trigger: { kind: 'purchase' }, effect: { kind: 'fixed', points: 50 }, ...extra });
const withConditions = (conditions: unknown, trigger: unknown = { kind: 'purchase' }) => purchaseRule({ trigger, conditions });
const refusal = (body: unknown): string | undefined => {
  const parsed = parseRuleBody(body);
  return parsed.ok ? undefined : parsed.message;
};

/** A chain of `depth` nested all-groups around one condition. */
const nested = (depth: number): unknown => {
  let group: unknown = { all: [{ field: 'purchase.total', op: 'gt', value: 1 }] };
  for (let level = 1; level < depth; level += 1) group = { all: [group] };
  return group;
};

describe('rule bodies', () => {
  it('takes a full body and fills in priority 100 and stop_after false', () => {
    const parsed = parseRuleBody({
      name: '3x coffee before 10 am',
      description: 'Morning coffee promotion',
      trigger: { kind: 'purchase' },
      conditions: { all: [{ field: 'purchase.items[].category', op: 'eq', value: 'coffee' }, { any: [{ field: 'time.hour', op: 'lt', value: 10 }] }] },
      effect: { kind: 'multiplier', factor: 3, of: 'base' },
      audience: { tier_ids: ['gold'] },
      schedule: { starts_at: '2026-03-01T00:00:00Z', ends_at: '2026-04-01T00:00:00+02:00', days_of_week: [1, 2, 3], hours: { from: 6, to: 10 }, time_zone: 'Europe/Paris' },
      limits: { per_member: { count: 1, period: 'day' }, max_points_per_trigger: 500 },
      budget: { points_total: 100_000 },
    });

    expect(parsed.ok).toBe(true);
    expect(parsed.ok && [parsed.body.priority, parsed.body.stop_after]).toEqual([100, false]);
  });

  it.each([
    [{ kind: 'event', event_type: 'steps' }, { kind: 'per_unit', points: 100, per: 5000, of: 'event.attributes.steps' }],
    [{ kind: 'activity', activity_id: 'a1' }, { kind: 'multiplier', factor: 1.25, of: 'base' }],
    [{ kind: 'member_created' }, { kind: 'fixed', points: 500 }],
    [{ kind: 'tier_reached', tier_id: 'gold' }, { kind: 'fixed', points: 1000 }],
    [{ kind: 'birthday' }, { kind: 'fixed', points: 200 }],
    [{ kind: 'purchase' }, { kind: 'per_unit', points: 10, per: 1, of: 'purchase.items[category=coffee].amount' }],
    [{ kind: 'purchase' }, { kind: 'per_unit', points: 5, per: 2, of: 'purchase.items[sku=SKU-1].quantity' }],
  ])('takes the trigger %j with the effect %j', (trigger, effect) => {
    expect(refusal({ name: 'r', trigger, effect })).toBeUndefined();
  });

  it.each([
    ['eq', 'purchase.channel', 'web'],
    ['ne', 'purchase.store_id', 's1'],
    ['in', 'member.tier_id', ['gold', 'silver']],
    ['not_in', 'purchase.items[].sku', ['A', 'B']],
    ['gt', 'purchase.total', 50],
    ['gte', 'member.lifetime_points', 1000],
    ['lt', 'member.date_created', '2026-01-01T00:00:00Z'],
    ['lte', 'time.date', '2026-12-31'],
    ['between', 'time.hour', [6, 10]],
    ['between', 'member.custom_data.signup', ['2026-01-01', '2026-02-01']],
    ['contains', 'purchase.items[].category', 'coff'],
    ['exists', 'member.custom_data.favourite', undefined],
    ['exists', 'member.birthday_month', false],
    ['starts_with', 'purchase.items[].sku', 'COF-'],
    ['eq', 'time.day_of_week', 6],
    ['gt', 'purchase.items[].quantity', 2],
    ['gte', 'purchase.items[].amount', 9.99],
  ])('takes the op %s on %s with %j', (op, field, value) => {
    expect(refusal(withConditions({ all: [{ field, op, value }] }))).toBeUndefined();
  });

  it.each([
    // Unknown fields, anywhere.
    [purchaseRule({ colour: 'red' }), 'colour: is not a field this request takes'],
    [withConditions({ all: [{ field: 'purchase.colour', op: 'eq', value: 'x' }] }), 'conditions.all.0.field: purchase.colour is not a field rules read'],
    [withConditions({ all: [{ field: 'purchase.total', op: 'gt', value: 1, unit: 'eur' }] }), 'conditions.all.0: unit: not a field of a condition'],
    [withConditions({ all: [{ field: 'purchase.total', op: 'above', value: 1 }] }), 'conditions.all.0.op: must be one of eq, ne'],
    // Value types per op.
    [withConditions({ all: [{ field: 'purchase.channel', op: 'eq', value: 'web' }, 0, 0, { field: 'purchase.total', op: 'gt', value: '50' }] }), 'conditions.all.1: must be a condition'],
    [withConditions({ all: [{ field: 'purchase.total', op: 'gte', value: 1 }, { field: 'purchase.total', op: 'gte', value: 1 }, { field: 'purchase.total', op: 'gte', value: 1 }, { field: 'purchase.total', op: 'gt', value: '50' }] }), 'conditions.all.3.op: gt takes a number'],
    [withConditions({ any: [{ field: 'purchase.channel', op: 'lt', value: 'x' }] }), 'conditions.any.0.op: lt does not apply to purchase.channel, which holds text'],
    [withConditions({ all: [{ field: 'time.date', op: 'gte', value: '2026-02-30' }] }), 'conditions.all.0.op: gte takes a date (YYYY-MM-DD)'],
    [withConditions({ all: [{ field: 'member.date_created', op: 'lt', value: '2026-01-01' }] }), 'conditions.all.0.op: lt takes Unix seconds or an ISO 8601 instant'],
    [withConditions({ all: [{ field: 'purchase.total', op: 'between', value: [10] }] }), 'conditions.all.0.op: between takes two numbers of one kind, [low, high]'],
    [withConditions({ all: [{ field: 'purchase.total', op: 'between', value: [20, 10] }] }), 'conditions.all.0.op: between takes its low end first'],
    [withConditions({ all: [{ field: 'member.tier_id', op: 'in', value: [] }] }), 'conditions.all.0.op: in takes a list of 1 to 100 texts'],
    [withConditions({ all: [{ field: 'member.tier_id', op: 'not_in', value: Array.from({ length: 101 }, (_, i) => `t${i}`) }] }), 'conditions.all.0.op: not_in takes a list of 1 to 100 texts'],
    [withConditions({ all: [{ field: 'member.tier_id', op: 'eq', value: 3 }] }), 'conditions.all.0.op: eq takes text'],
    [withConditions({ all: [{ field: 'time.hour', op: 'contains', value: '1' }] }), 'conditions.all.0.op: contains applies to text; time.hour holds a number'],
    [withConditions({ all: [{ field: 'purchase.channel', op: 'starts_with', value: 4 }] }), 'conditions.all.0.op: starts_with takes text'],
    [withConditions({ all: [{ field: 'purchase.channel', op: 'exists', value: 'yes' }] }), 'conditions.all.0.op: exists takes no value, or true or false'],
    // Shape and bounds of the tree.
    [withConditions([{ field: 'purchase.total', op: 'gt', value: 1 }]), 'conditions: must be a group holding one list'],
    [withConditions({ all: [] }), 'conditions.all: must be a non-empty list of conditions and groups'],
    [withConditions(nested(MAX_DEPTH + 1)), 'conditions.all.0.all.0.all.0.all.0.all.0: groups nest at most 5 deep'],
    [withConditions({ all: Array.from({ length: MAX_CONDITIONS + 1 }, () => ({ field: 'purchase.total', op: 'gt', value: 1 })) }), 'conditions: holds at most 50 conditions in all, not 51'],
    // Fields and effects that belong to another trigger.
    [withConditions({ all: [{ field: 'purchase.total', op: 'gt', value: 50 }] }, { kind: 'event', event_type: 'steps' }), "conditions.all.0.field: purchase.total is read only by purchase rules; this rule's trigger is event"],
    [withConditions({ any: [{ field: 'event.attributes.steps', op: 'gt', value: 50 }] }), "conditions.any.0.field: event.attributes.steps is read only by event rules; this rule's trigger is purchase"],
    [purchaseRule({ effect: { kind: 'per_unit', points: 1, per: 1, of: 'event.attributes.steps' } }), "effect.of: event.attributes.steps is read only by event rules; this rule's trigger is purchase"],
    [{ name: 'r', trigger: { kind: 'birthday' }, effect: { kind: 'multiplier', factor: 2, of: 'base' } }, 'effect.kind: multiplier applies to purchase and activity rules'],
    // Effects, triggers and the rest.
    [purchaseRule({ effect: { kind: 'bonus', points: 1 } }), 'effect.kind: must be fixed, per_unit or multiplier'],
    [purchaseRule({ effect: { kind: 'fixed', points: 1_000_001 } }), 'effect.points: Too big'],
    [purchaseRule({ effect: { kind: 'fixed', points: 1.5 } }), 'effect.points: Invalid input: expected int'],
    [purchaseRule({ effect: { kind: 'multiplier', factor: 1, of: 'base' } }), 'effect.factor: Too small: expected number to be >1'],
    [purchaseRule({ effect: { kind: 'multiplier', factor: 100.5, of: 'base' } }), 'effect.factor: Too big: expected number to be <=100'],
    [purchaseRule({ effect: { kind: 'per_unit', points: 1, per: 1, of: 'purchase.items[colour=red].amount' } }), 'effect.of: must be purchase.total, purchase.items[category=<x>].amount'],
    [purchaseRule({ trigger: { kind: 'event' } }), 'trigger.event_type: Invalid input: expected string'],
    [purchaseRule({ trigger: { kind: 'cron' } }), 'trigger.kind: must be event, purchase, activity, member_created, tier_reached or birthday'],
    [purchaseRule({ name: '' }), 'name: Too small'],
    [purchaseRule({ schedule: { starts_at: '2026-03-02T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' } }), 'schedule.ends_at: must be after starts_at'],
    [purchaseRule({ schedule: { starts_at: '2026-03-02' } }), 'schedule.starts_at: must be an ISO 8601 instant with its zone'],
    [purchaseRule({ schedule: { days_of_week: [0] } }), 'schedule.days_of_week.0: Too small'],
    [purchaseRule({ schedule: { hours: { from: 9, to: 9 } } }), 'schedule.hours.to: must differ from from'],
    [purchaseRule({ schedule: { time_zone: 'Mars/Olympus' } }), 'schedule.time_zone: must be an IANA time zone'],
    [purchaseRule({ limits: { per_member: { period: 'day' } } }), 'limits.per_member: must set count, points or both'],
    [purchaseRule({ limits: { per_member: { count: 1, period: 'fortnight' } } }), 'limits.per_member.period: Invalid option'],
    [purchaseRule({ budget: { points_total: 0 } }), 'budget.points_total: Too small'],
    [purchaseRule({ priority: 1.5 }), 'priority: Invalid input: expected int'],
  ])('refuses %j naming the place: %s', (body, message) => {
    expect(refusal(body)).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('walks a body nested far past the bound without descending into it', () => {
    expect(refusal(withConditions(nested(10_000)))).toMatch(/groups nest at most 5 deep$/);
  });

  it('takes groups exactly 5 deep and exactly 50 conditions', () => {
    const fifty = { all: Array.from({ length: MAX_CONDITIONS }, () => ({ field: 'purchase.total', op: 'gt', value: 1 })) };

    expect(refusal(withConditions(nested(MAX_DEPTH)))).toBeUndefined();
    expect(refusal(withConditions(fifty))).toBeUndefined();
  });
});

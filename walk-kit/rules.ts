/** The earning rule bodies the rule routes' fixtures send. */

/** The smallest rule: an activity's completion worth 50 points more. */
export const ruleBody = (name = 'Bonus') => ({
  name,
  trigger: { kind: 'activity', activity_id: '123' },
  effect: { kind: 'fixed', points: 50 },
});

/** A purchase rule using every part of a body: conditions, a per-unit effect, schedule, limits and a budget. */
export const purchaseRuleBody = (name = 'Coffee mornings', pointsTotal = 100_000) => ({
  name,
  description: 'Two points per coffee spend of 5, weekday mornings',
  trigger: { kind: 'purchase' },
  conditions: {
    all: [
      { field: 'purchase.total', op: 'gte', value: 5 },
      {
        any: [
          { field: 'purchase.items[].category', op: 'eq', value: 'coffee' },
          { field: 'purchase.channel', op: 'in', value: ['app', 'store'] },
        ],
      },
    ],
  },
  effect: { kind: 'per_unit', points: 2, per: 5, of: 'purchase.items[category=coffee].amount' },
  schedule: { days_of_week: [1, 2, 3, 4, 5], hours: { from: 6, to: 11 }, time_zone: 'Europe/Paris' },
  limits: { per_member: { count: 3, points: 500, period: 'day' }, max_points_per_trigger: 200 },
  budget: { points_total: pointsTotal },
  priority: 50,
});

/** The dotted paths of purchaseRuleBody's numbers (what the fuzz walk puts its extremes into). */
export const PURCHASE_RULE_NUMBERS = [
  'priority',
  'effect.points',
  'effect.per',
  'conditions.all.0.value',
  'schedule.days_of_week.0',
  'schedule.hours.from',
  'schedule.hours.to',
  'limits.per_member.count',
  'limits.per_member.points',
  'limits.max_points_per_trigger',
  'budget.points_total',
];

/** An event type whose attributes the event rule reads. */
export const ruleEventTypeBody = (name: string) => ({
  name,
  title: 'Steps walked',
  attributes: [
    { key: 'steps', type: 'number', required: true },
    { key: 'device', type: 'string', required: false },
  ],
});

/** An event rule on a type made with ruleEventTypeBody: a point per 1000 steps past 5000. */
export const eventRuleBody = (eventType: string, name = 'Long walks') => ({
  name,
  trigger: { kind: 'event', event_type: eventType },
  conditions: { all: [{ field: 'event.attributes.steps', op: 'gte', value: 5000 }] },
  effect: { kind: 'per_unit', points: 1, per: 1000, of: 'event.attributes.steps' },
  budget: { points_total: 10_000 },
});

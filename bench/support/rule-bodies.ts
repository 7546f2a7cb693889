/**
 * The earning rules the rules benchmark activates: on one activity, a few that fire on every
 * credit (a fixed bonus under a condition on member.lifetime_points, a multiplier, a bonus under a
 * per-member daily limit, a bonus inside an always-open schedule) and the rest that never fire,
 * each for a different reason a real program's rules give none (a condition false after reading
 * one or several fields, a schedule not yet begun, an audience of another tier, a condition
 * false under a limit). So with many rules the credit pays for evaluating them, not for writing
 * their entries.
 */

type Body = Record<string, unknown>;

/** The rules that fire on every credit of the activity, as the operator writes them. */
function firing(activityId: string): Body[] {
  const trigger = { kind: 'activity', activity_id: activityId };
  return [
    { name: 'Visit bonus', trigger, conditions: { all: [{ field: 'member.lifetime_points', op: 'gte', value: 0 }] }, effect: { kind: 'fixed', points: 5 } },
    { name: 'Double visits', trigger, effect: { kind: 'multiplier', factor: 2, of: 'base' } },
    { name: 'Daily visit bonus', trigger, effect: { kind: 'fixed', points: 3 }, limits: { per_member: { count: 1_000_000, period: 'day' } } },
    {
      name: 'Open hours bonus',
      trigger,
      effect: { kind: 'fixed', points: 2 },
      schedule: { starts_at: '2020-01-01T00:00:00Z', days_of_week: [1, 2, 3, 4, 5, 6, 7], hours: { from: 0, to: 24 } },
    },
  ];
}

/** The n-th rule that never fires: six kinds in turn, each false for its own reason. */
function silent(activityId: string, n: number): Body {
  const trigger = { kind: 'activity', activity_id: activityId };
  const name = `Never ${n}`;
  switch (n % 6) {
    case 0:
      return { name, trigger, conditions: { all: [{ field: 'member.lifetime_points', op: 'gt', value: 1_000_000_000 }] }, effect: { kind: 'fixed', points: 500 } };
    case 1:
      return {
        name,
        trigger,
        conditions: {
          all: [
            { field: 'member.lifetime_points', op: 'gte', value: 0 },
            { field: 'member.date_created', op: 'gte', value: '2000-01-01T00:00:00Z' },
            { field: 'member.custom_data.segment', op: 'eq', value: `vip-${n}` },
          ],
        },
        effect: { kind: 'fixed', points: 100 },
      };
    case 2:
      return {
        name,
        trigger,
        conditions: {
          any: [
            { field: 'member.lifetime_points', op: 'between', value: [2_000_000_000, 3_000_000_000] },
            { field: 'member.custom_data.favourite', op: 'in', value: ['tea', 'cake', `shop-${n}`] },
          ],
        },
        effect: { kind: 'multiplier', factor: 3, of: 'base' },
      };
    case 3:
      return { name, trigger, schedule: { starts_at: '2090-01-01T00:00:00Z', ends_at: '2091-01-01T00:00:00Z' }, effect: { kind: 'fixed', points: 50 } };
    case 4:
      return { name, trigger, audience: { tier_ids: [`gold-${n}`] }, effect: { kind: 'fixed', points: 50 } };
    default:
      return {
        name,
        trigger,
        conditions: { all: [{ field: 'member.custom_data.city', op: 'starts_with', value: `Nowhere${n}` }] },
        effect: { kind: 'fixed', points: 20 },
        limits: { per_member: { count: 1, period: 'week' } },
      };
  }
}

/**
 * `count` rules on the activity (count >= 4): the four that fire, then ones that never do.
 * Without member limits, the same rules with no per-member limit (nothing counted on the member item).
 */
export function benchRuleBodies(activityId: string, count: number, options: { memberLimits?: boolean } = {}): Body[] {
  const fire = firing(activityId);
  if (count < fire.length) throw new Error(`at least ${fire.length} rules, got ${count}`);
  const bodies = [...fire, ...Array.from({ length: count - fire.length }, (_unused, n) => silent(activityId, n))];
  return options.memberLimits === false ? bodies.map(({ limits: _limits, ...body }) => body) : bodies;
}

/** How many of benchRuleBodies' rules fire on each credit. */
export const FIRING_RULES = 4;

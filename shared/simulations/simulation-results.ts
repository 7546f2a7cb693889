import type * as z from 'zod';
import { isoDay } from '../support/periods.js';
import type { RULE_SOURCES } from './simulation-requests.js';
import type { SimulationResultBody } from './simulation-responses.js';
import { type Pair, type Tally, tierOfKey } from './simulation-tally.js';

/**
 * A simulation's answer drawn from its merged tally: days of the period in order (every day,
 * none missing), groups by their points, the budgets' day of running out, and the assumptions in
 * words. Pure: no I/O.
 */

export interface SimulatedRuleView {
  rule_id: string;
  name: string;
  source: (typeof RULE_SOURCES)[number];
  budget: number | null;
}

export interface ResultContext {
  since: number;
  until: number;
  rules: readonly SimulatedRuleView[];
  segmentNames: ReadonlyMap<string, string>;
}

const SKIP_REASONS_SHOWN = 3;

/** Every UTC day from since's to until's, in order. */
function daysOf(since: number, until: number): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(...dayParts(since)) / 1000; at <= until; at += 86_400) days.push(isoDay(at));
  return days;
}
const dayParts = (at: number): [number, number, number] => {
  const date = new Date(at * 1000);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
};

const figures = ([actual, simulated]: Pair) => ({ actual, simulated });

export const ASSUMPTIONS = [
  'Replays the purchases recorded for a member, the activity credits and the custom events of the period; sign-ups, levels reached, birthdays, claimed receipts and adjustments are not replayed.',
  "Each trigger is decided with the member's lifetime points and level when it was recorded, as its ledger tells them (levels as they were actually earned), and with the member's profile, custom data and segments as they are now.",
  "Per-member limits count the simulated credits in the period, starting from the rule's actual credits before it.",
  'Budgets are program-wide: the replay gives each rule its whole budget, and the answer gives the day its simulated points would have passed it.',
  'Purchases in another currency are converted at the rate the program has now.',
  'The program-wide rules switch is taken as on.',
  'Liability: the difference stays outstanding at the end of the period (none of it spent or expired).',
];

export function simulationResult(tally: Tally, context: ResultContext): z.infer<typeof SimulationResultBody> {
  const [actual, simulated] = tally.points;
  const byDay = daysOf(context.since, context.until).map((day) => ({ day, ...figures(tally.by_day[day] ?? [0, 0]) }));
  const rules = context.rules.map((rule) => {
    const found = tally.rules[rule.rule_id];
    const skips = Object.entries(found?.skips ?? {})
      .sort(([a, one], [b, other]) => other - one || a.localeCompare(b))
      .slice(0, SKIP_REASONS_SHOWN)
      .map(([reason, count]) => ({ reason, count }));
    return { rule_id: rule.rule_id, name: rule.name, source: rule.source, fired: found?.fired ?? 0, points: found?.points ?? 0, skip_reasons: skips };
  });
  const budgets = context.rules.flatMap((rule) => {
    if (rule.budget === null) return [];
    const found = tally.rules[rule.rule_id];
    let spent = 0;
    let runsOut: string | null = null;
    for (const { day } of byDay) {
      spent += found?.by_day[day] ?? 0;
      if (runsOut === null && spent > rule.budget) runsOut = day;
    }
    return [{ rule_id: rule.rule_id, name: rule.name, points_total: rule.budget, simulated_points: found?.points ?? 0, runs_out_on: runsOut }];
  });
  return {
    members_walked: tally.members,
    members_affected: tally.affected,
    triggers_replayed: tally.triggers,
    actual_points: actual,
    simulated_points: simulated,
    difference: simulated - actual,
    liability_change: simulated - actual,
    by_day: byDay,
    by_tier: Object.entries(tally.by_tier)
      .map(([key, group]) => ({ tier_id: tierOfKey(key), members: group.members, ...figures(group.points) }))
      // Most members first; no level after the levels.
      .sort((a, b) => b.members - a.members || Number(a.tier_id === null) - Number(b.tier_id === null) || String(a.tier_id).localeCompare(String(b.tier_id))),
    by_segment: Object.entries(tally.by_segment)
      .flatMap(([segmentId, group]) => {
        const name = context.segmentNames.get(segmentId);
        return name === undefined ? [] : [{ segment_id: segmentId, name, members: group.members, ...figures(group.points) }];
      })
      .sort((a, b) => b.members - a.members || Number(a.segment_id) - Number(b.segment_id)),
    top_members: tally.top.map((member) => ({ user_id: member.user_id, ...figures(member.points), change: member.points[1] - member.points[0] })),
    rules,
    budgets,
    assumptions: ASSUMPTIONS,
  };
}

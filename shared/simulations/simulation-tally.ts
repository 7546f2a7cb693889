/**
 * A simulation's figures as its walks add them up: each member's replay adds its outcome to its
 * shard's tally, the shards' tallies are merged at the end, and the result is drawn from the
 * merge. Small whatever the program's size (days, levels, segments, rules and 20 members), so a
 * tally rides in the state machine's state from page to page. Pure: no I/O.
 */

export const TOP_MEMBERS = 20;
/** Distinct skip reasons kept per rule; the rest are counted together. */
const KEPT_REASONS = 20;
const OTHER_REASONS = 'other reasons';

/** Actual and simulated rule points. */
export type Pair = [actual: number, simulated: number];

export interface RuleFigures {
  fired: number;
  points: number;
  skips: Record<string, number>;
  /** Simulated points by UTC day (YYYY-MM-DD). */
  by_day: Record<string, number>;
}

/** What one member's replay found. */
export interface MemberOutcome {
  user_id: number;
  tier_id: string | null;
  segment_ids: string[];
  points: Pair;
  by_day: Record<string, Pair>;
  triggers: { purchases: number; activity_credits: number; events: number };
  rules: Record<string, RuleFigures>;
}

export interface Tally {
  members: number;
  affected: number;
  points: Pair;
  triggers: MemberOutcome['triggers'];
  by_day: Record<string, Pair>;
  by_tier: Record<string, { members: number; points: Pair }>;
  by_segment: Record<string, { members: number; points: Pair }>;
  top: Array<{ user_id: number; points: Pair }>;
  rules: Record<string, RuleFigures>;
}

export const emptyTally = (): Tally => ({
  members: 0,
  affected: 0,
  points: [0, 0],
  triggers: { purchases: 0, activity_credits: 0, events: 0 },
  by_day: {},
  by_tier: {},
  by_segment: {},
  top: [],
  rules: {},
});

const add = (into: Pair, from: Pair): Pair => [into[0] + from[0], into[1] + from[1]];
const change = ({ points }: { points: Pair }) => Math.abs(points[1] - points[0]);

function addPairs(into: Record<string, Pair>, from: Record<string, Pair>): void {
  for (const [key, pair] of Object.entries(from)) into[key] = add(into[key] ?? [0, 0], pair);
}

function addGroups(into: Tally['by_tier'], from: Tally['by_tier']): void {
  for (const [key, group] of Object.entries(from)) {
    const had = into[key] ?? { members: 0, points: [0, 0] };
    into[key] = { members: had.members + group.members, points: add(had.points, group.points) };
  }
}

function addSkips(into: Record<string, number>, from: Record<string, number>): void {
  for (const [reason, count] of Object.entries(from)) {
    const kept = reason in into || Object.keys(into).length < KEPT_REASONS ? reason : OTHER_REASONS;
    into[kept] = (into[kept] ?? 0) + count;
  }
}

function addRules(into: Tally['rules'], from: Tally['rules']): void {
  for (const [ruleId, figures] of Object.entries(from)) {
    const had = into[ruleId] ?? { fired: 0, points: 0, skips: {}, by_day: {} };
    addSkips(had.skips, figures.skips);
    for (const [day, points] of Object.entries(figures.by_day)) had.by_day[day] = (had.by_day[day] ?? 0) + points;
    into[ruleId] = { fired: had.fired + figures.fired, points: had.points + figures.points, skips: had.skips, by_day: had.by_day };
  }
}

const topOf = (members: Tally['top']): Tally['top'] =>
  members
    .filter((member) => change(member) > 0)
    .sort((a, b) => change(b) - change(a) || a.user_id - b.user_id)
    .slice(0, TOP_MEMBERS);

/** A level as a key of by_tier: DynamoDB keeps no empty attribute name, and a level id may be any text. */
export const tierKey = (tierId: string | null): string => (tierId === null ? 'none' : `level:${tierId}`);
export const tierOfKey = (key: string): string | null => (key.startsWith('level:') ? key.slice('level:'.length) : null);

/** The tally with one member's outcome added. */
export function addMember(tally: Tally, outcome: MemberOutcome): Tally {
  const one: Tally = {
    members: 1,
    affected: outcome.points[0] === outcome.points[1] ? 0 : 1,
    points: outcome.points,
    triggers: outcome.triggers,
    by_day: outcome.by_day,
    by_tier: { [tierKey(outcome.tier_id)]: { members: 1, points: outcome.points } },
    by_segment: Object.fromEntries(outcome.segment_ids.map((segmentId) => [segmentId, { members: 1, points: outcome.points }])),
    top: [{ user_id: outcome.user_id, points: outcome.points }],
    rules: outcome.rules,
  };
  return mergeTallies(tally, one);
}

/** Two tallies as one: what the finish does with the shards' tallies. */
export function mergeTallies(a: Tally, b: Tally): Tally {
  const merged = emptyTally();
  for (const tally of [a, b]) {
    merged.members += tally.members;
    merged.affected += tally.affected;
    merged.points = add(merged.points, tally.points);
    merged.triggers = {
      purchases: merged.triggers.purchases + tally.triggers.purchases,
      activity_credits: merged.triggers.activity_credits + tally.triggers.activity_credits,
      events: merged.triggers.events + tally.triggers.events,
    };
    addPairs(merged.by_day, tally.by_day);
    addGroups(merged.by_tier, tally.by_tier);
    addGroups(merged.by_segment, tally.by_segment);
    addRules(merged.rules, tally.rules);
  }
  merged.top = topOf([...a.top, ...b.top]);
  return merged;
}

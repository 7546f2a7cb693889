import { DAYS, type Effect, type RuleBody, type Trigger } from './rule-draft.js';

// A rule's conditions in words are said as a segment's filter is.
export { conditionsWords, conditionWords } from './condition-draft.js';

/** An earning rule, its moves and its outcomes in plain words, as the rules pages and the member's ledger say them. Pure. */

const plural = (count: number, one: string, many = `${one}s`): string => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What sets the rule off: "Event order_shipped", "A purchase", "Activity 12". */
export function triggerWords(trigger: Trigger, names: { activities?: ReadonlyMap<string, string> } = {}): string {
  switch (trigger.kind) {
    case 'event':
      return `Event ${trigger.event_type}`;
    case 'purchase':
      return 'A purchase';
    case 'activity':
      return `Activity ${names.activities?.get(trigger.activity_id) ?? trigger.activity_id}`;
    case 'member_created':
      return 'A member joins';
    case 'tier_reached':
      return `A member reaches tier ${trigger.tier_id}`;
    case 'birthday':
      return "A member's birthday";
  }
}

const UNIT_WORDS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^purchase\.total$/, () => 'of the purchase total'],
  [/^purchase\.items\[category=(.+)\]\.amount$/, (match) => `spent on ${match[1]} items`],
  [/^purchase\.items\[sku=(.+)\]\.quantity$/, (match) => `items of SKU ${match[1]} bought`],
  [/^event\.attributes\.(.+)$/, (match) => `of the event's ${match[1]}`],
];

/** What a per_unit effect counts, in words. */
export function unitWords(of: string): string {
  for (const [pattern, words] of UNIT_WORDS) {
    const match = pattern.exec(of);
    if (match) return words(match);
  }
  return `of ${of}`;
}

/** What the rule gives: "50 points", "5 points per 10 of the purchase total", "2× the base points". */
export function effectWords(effect: Effect): string {
  switch (effect.kind) {
    case 'fixed':
      return plural(effect.points, 'point');
    case 'per_unit':
      return `${plural(effect.points, 'point')} per ${effect.per.toLocaleString('en-US')} ${unitWords(effect.of)}`;
    case 'multiplier':
      return `${effect.factor}× the base points`;
  }
}

/** How often and how much a member may earn from the rule, or undefined without limits. */
export function limitWords(limits: RuleBody['limits']): string | undefined {
  const parts: string[] = [];
  const perMember = limits?.per_member;
  if (perMember) {
    const period = perMember.period === 'lifetime' ? 'in all' : `a ${perMember.period}`;
    const caps = [
      perMember.count === undefined ? '' : plural(perMember.count, 'time'),
      perMember.points === undefined ? '' : plural(perMember.points, 'point'),
    ];
    parts.push(`at most ${caps.filter(Boolean).join(' and ')} per member ${period}`);
  }
  if (limits?.max_points_per_trigger !== undefined) parts.push(`at most ${plural(limits.max_points_per_trigger, 'point')} a trigger`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** When the rule runs, or undefined when always. */
export function scheduleWords(schedule: RuleBody['schedule'], show: (instant: string) => string = (instant) => instant): string | undefined {
  if (!schedule) return undefined;
  const parts: string[] = [];
  if (schedule.starts_at) parts.push(`from ${show(schedule.starts_at)}`);
  if (schedule.ends_at) parts.push(`until ${show(schedule.ends_at)}`);
  if (schedule.days_of_week) parts.push(`on ${schedule.days_of_week.map((day) => DAYS[day - 1] ?? String(day)).join(', ')}`);
  if (schedule.hours) parts.push(`from ${schedule.hours.from}:00 to ${schedule.hours.to}:00`);
  if (schedule.time_zone) parts.push(`(${schedule.time_zone})`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export type Move = 'activate' | 'pause' | 'archive';

/** Each move: its button, what it does in plain words (the confirmation's question), and what is said once done. */
export const MOVES: Record<Move, { label: string; effect: string; yes: string; done: string }> = {
  activate: {
    label: 'Activate',
    effect: 'Members earn from this rule from now on.',
    yes: 'Yes, activate it',
    done: 'Activated: members earn from this rule from now on.',
  },
  pause: {
    label: 'Pause',
    effect: 'Members stop earning from this rule until it is activated again.',
    yes: 'Yes, pause it',
    done: 'Paused: members no longer earn from this rule.',
  },
  archive: {
    label: 'Archive',
    effect: 'Members never earn from this rule again, and it can no longer be changed or activated.',
    yes: 'Yes, archive it',
    done: 'Archived: the rule is kept for its history only.',
  },
};

/** The moves a rule in a status may make (the API's own: activate from draft or paused, pause from active, archive from any but archived). */
export function movesFrom(status: string): Move[] {
  if (status === 'draft') return ['activate', 'archive'];
  if (status === 'active') return ['pause', 'archive'];
  if (status === 'paused') return ['activate', 'archive'];
  return [];
}

/**
 * Who may earn from the rule: "Every member", "In tier gold", "In segment Spring preview guests",
 * "In tiers gold, silver and in segment Staff". `segments` names each segment by its id (an id it
 * does not know is said as "segment 7").
 */
export function audienceWords(audience: RuleBody['audience'], segments: ReadonlyMap<string, string> = new Map()): string {
  const tiers = audience?.tier_ids ?? [];
  const named = (audience?.segment_ids ?? []).map((id) => segments.get(id) ?? `segment ${id}`);
  const parts = [
    tiers.length > 0 ? `${tiers.length === 1 ? 'tier' : 'tiers'} ${tiers.join(', ')}` : '',
    named.length > 0 ? `${named.length === 1 ? 'segment' : 'one of the segments'} ${named.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `In ${parts.join(' and in ')}` : 'Every member';
}

const REASONS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^outside_schedule$/, () => 'outside its schedule'],
  [/^not_in_audience$/, () => 'the member is not in its audience (its tiers or segments)'],
  [/^condition_false: (.+)$/, (match) => `a condition did not hold (${match[1]})`],
  [/^member_limit_reached$/, () => 'the member has reached its limit'],
  [/^budget_exhausted$/, () => 'its budget is spent'],
  [/^stopped_by: (.+)$/, (match) => `rule ${match[1]} ran first and stops the rules after it`],
  [/^no_points$/, () => 'it came to no points'],
];

/** Why a rule gave nothing, in words. */
export function reasonWords(reason: string | null): string {
  if (!reason) return 'no reason given';
  for (const [pattern, words] of REASONS) {
    const match = pattern.exec(reason);
    if (match) return words(match);
  }
  return reason.replaceAll('_', ' ');
}

/** One rule's outcome in a sentence: "Fired: 50 points." or "Skipped: its budget is spent." */
export function outcomeWords(outcome: { outcome: 'fired' | 'skipped'; points: number; reason: string | null }): string {
  return outcome.outcome === 'fired' ? `Fired: ${plural(outcome.points, 'point')}.` : `Skipped: ${reasonWords(outcome.reason)}.`;
}

/** The totals of an explanation in a sentence. */
export function totalWords(explanation: { base_points: number; rule_points: number; total_points: number }): string {
  return `${plural(explanation.total_points, 'point')} in all: ${plural(explanation.base_points, 'base point')} and ${plural(explanation.rule_points, 'point')} from rules.`;
}

import { type Facts, type MemberFacts, type TriggerFacts, evaluateGroup } from './rule-facts.js';
import { localTime } from '../support/local-time.js';
import { parseUnitSource } from './rule-fields.js';
import { MAX_RULE_POINTS, type Effect, type RuleBody, type Schedule } from './rule-schema.js';

/**
 * The one evaluator of earning rules: given the active rules, the trigger, the member, the
 * time and what each rule has used, it decides which rules credit how many points and why the
 * others do not. Pure and deterministic (no I/O, no clock: time is passed in), so the live
 * credit, the explanation, the dry run and the what-if all answer alike.
 */

export interface ActiveRule {
  rule_id: string;
  version: number;
  body: RuleBody;
}

/** What a rule has used so far: the member's count and points in the limit's current period, the budget's points left. */
export interface RuleUsage {
  memberCount?: number;
  memberPoints?: number;
  budgetLeft?: number;
}

export interface EvaluationInput {
  rules: readonly ActiveRule[];
  trigger: TriggerFacts;
  member: MemberFacts;
  /** The trigger's base earning (an activity's points, a purchase's rate): what a multiplier multiplies. */
  base: number;
  /** Unix seconds. */
  at: number;
  /** The program's IANA time zone: time.* fields and schedules without their own zone read it. */
  timeZone: string;
  /** By rule_id; a rule with no entry has used nothing. */
  usage: Readonly<Record<string, RuleUsage>>;
  /** Fewer than MAX_RULE_CREDITS when the trigger's transaction has less room (a purchase with many coupons). */
  maxCredits?: number;
}

/** What a credit saw: the values its conditions read (by field) and what its limit and budget had left. */
export interface CreditSaw {
  fields: Record<string, unknown>;
  member_count_left?: number;
  member_points_left?: number;
  budget_left?: number;
}

export interface RuleCredit {
  rule_id: string;
  rule_version: number;
  points: number;
  saw: CreditSaw;
}

export interface RuleSkip {
  rule_id: string;
  reason: string;
}

export interface Evaluation {
  credits: RuleCredit[];
  skipped: RuleSkip[];
}

/** A figure rounded to 6 decimals first, so binary fractions (0.7 × 10 = 6.999...) do not lose a point, then down. */
const floorClean = (value: number): number => Math.floor(Number(value.toFixed(6)));

/** The quantity a per_unit effect counts: a purchase total, a sum over matching items, or a numeric event attribute. */
function unitsOf(of: string, trigger: TriggerFacts): number {
  const source = parseUnitSource(of);
  if (!source) return 0;
  if (source.source === 'event') {
    const value = trigger.event?.attributes[source.key];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  }
  const purchase = trigger.purchase;
  if (!purchase) return 0;
  if ('total' in source) return purchase.total;
  return purchase.items.filter((item) => item[source.match] === source.value).reduce((sum, item) => sum + item[source.measure], 0);
}

/**
 * The points an effect gives, rounded down, never below 0 or above MAX_RULE_POINTS: fixed points;
 * per_unit, `points` for each whole `per` of its quantity (7,500 steps at 100 per 5,000 give 100);
 * multiplier, the part of factor × base beyond the base itself, floor(base × (factor − 1)).
 */
export function effectPoints(effect: Effect, trigger: TriggerFacts, base: number): number {
  let points: number;
  switch (effect.kind) {
    case 'fixed':
      points = effect.points;
      break;
    case 'per_unit':
      points = floorClean(unitsOf(effect.of, trigger) / effect.per) * effect.points;
      break;
    case 'multiplier':
      points = floorClean(base * (effect.factor - 1));
      break;
  }
  return Math.min(MAX_RULE_POINTS, Math.max(0, points));
}

/** Whether `at` falls in the schedule: starts_at inclusive, ends_at exclusive, days and hours in its zone. */
export function inSchedule(schedule: Schedule | undefined, at: number, timeZone: string): boolean {
  if (!schedule) return true;
  if (schedule.starts_at && at * 1000 < Date.parse(schedule.starts_at)) return false;
  if (schedule.ends_at && at * 1000 >= Date.parse(schedule.ends_at)) return false;
  if (!schedule.days_of_week && !schedule.hours) return true;
  const local = localTime(at, schedule.time_zone ?? timeZone);
  if (schedule.days_of_week && !schedule.days_of_week.includes(local.day_of_week)) return false;
  const hours = schedule.hours;
  if (!hours) return true;
  return hours.from < hours.to ? local.hour >= hours.from && local.hour < hours.to : local.hour >= hours.from || local.hour < hours.to;
}

/** Whether a rule answers this trigger at all: its kind, and its event type, activity or tier. */
export function matchesTrigger(body: RuleBody, trigger: TriggerFacts): boolean {
  const wanted = body.trigger;
  if (wanted.kind !== trigger.kind) return false;
  switch (wanted.kind) {
    case 'event':
      return trigger.event?.type === wanted.event_type;
    case 'activity':
      return trigger.activity_id === wanted.activity_id;
    case 'tier_reached':
      return trigger.tier_id === wanted.tier_id;
    default:
      return true;
  }
}

/**
 * The most rules one trigger credits: each writes a ledger entry and an event in the trigger's
 * transaction, which DynamoDB bounds at 100 items. Rules past it are skipped, named.
 */
export const MAX_RULE_CREDITS = 10;

/** Rules in the order they run: lower priority first, ties by rule_id in number order (rule 9 before rule 10). */
export const byPriority = (a: ActiveRule, b: ActiveRule): number => a.body.priority - b.body.priority || byNumberOrder(a.rule_id, b.rule_id);

/** Ids in number order (rule ids are digits without leading zeros: the shorter is the smaller), without a collator per comparison. */
const byNumberOrder = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** A rule's credit, or the reason it gives none. */
function evaluateRule(rule: ActiveRule, input: EvaluationInput, facts: Facts): RuleCredit | string {
  const { body } = rule;
  if (!matchesTrigger(body, input.trigger)) return 'wrong_trigger';
  if (!inSchedule(body.schedule, input.at, input.timeZone)) return 'outside_schedule';
  const tiers = body.audience?.tier_ids;
  if (tiers && !tiers.includes(input.member.tier_id ?? '')) return 'not_in_audience';
  const segments = body.audience?.segment_ids;
  if (segments && !segments.some((segmentId) => input.member.segment_ids?.has(segmentId))) return 'not_in_audience';
  const outcome = body.conditions ? evaluateGroup(body.conditions, facts) : { holds: true, saw: {} };
  if (!outcome.holds) return `condition_false: ${'failure' in outcome ? outcome.failure : ''}`;

  let points = effectPoints(body.effect, input.trigger, input.base);
  if (points === 0) return 'no_points';
  const saw: CreditSaw = { fields: outcome.saw };
  const usage = input.usage[rule.rule_id] ?? {};
  // Caps: a rule whose effect is more than its per-trigger maximum, the member's limit or the
  // budget leaves is credited what is left (never refused for asking too much); with nothing
  // left it is skipped, the member's limit named before the budget.
  if (body.limits?.max_points_per_trigger !== undefined) points = Math.min(points, body.limits.max_points_per_trigger);
  const perMember = body.limits?.per_member;
  if (perMember?.count !== undefined) {
    saw.member_count_left = Math.max(0, perMember.count - (usage.memberCount ?? 0));
    if (saw.member_count_left === 0) return 'member_limit_reached';
  }
  if (perMember?.points !== undefined) {
    saw.member_points_left = Math.max(0, perMember.points - (usage.memberPoints ?? 0));
    if (saw.member_points_left === 0) return 'member_limit_reached';
    points = Math.min(points, saw.member_points_left);
  }
  if (body.budget) {
    saw.budget_left = Math.max(0, usage.budgetLeft ?? body.budget.points_total);
    if (saw.budget_left === 0) return 'budget_exhausted';
    points = Math.min(points, saw.budget_left);
  }
  return { rule_id: rule.rule_id, rule_version: rule.version, points, saw };
}

/**
 * Every rule's answer in the order the rules run (priority, then rule_id): a credit, or a skip
 * with its reason: wrong_trigger, `stopped_by: <rule_id>` (a rule with stop_after fired
 * before it), outside_schedule, not_in_audience, `condition_false: <field> <seen> <op> <value>`,
 * no_points, member_limit_reached, budget_exhausted or too_many_credits (past MAX_RULE_CREDITS).
 */
export function evaluateRules(input: EvaluationInput): Evaluation {
  const maxCredits = Math.min(MAX_RULE_CREDITS, input.maxCredits ?? MAX_RULE_CREDITS);
  const facts: Facts = { trigger: input.trigger, member: input.member, time: localTime(input.at, input.timeZone) };
  const credits: RuleCredit[] = [];
  const skipped: RuleSkip[] = [];
  let stoppedBy: string | undefined;
  for (const rule of [...input.rules].sort(byPriority)) {
    const wrongTrigger = !matchesTrigger(rule.body, input.trigger);
    if (!wrongTrigger && stoppedBy !== undefined) {
      skipped.push({ rule_id: rule.rule_id, reason: `stopped_by: ${stoppedBy}` });
      continue;
    }
    const decided = wrongTrigger ? 'wrong_trigger' : evaluateRule(rule, input, facts);
    // Past the most a trigger credits, a rule that would credit is skipped, named so; one that would not keeps its own reason.
    const answer = typeof decided !== 'string' && credits.length >= maxCredits ? `too_many_credits: at most ${maxCredits} rules credit one trigger` : decided;
    if (typeof answer === 'string') {
      skipped.push({ rule_id: rule.rule_id, reason: answer });
      continue;
    }
    credits.push(answer);
    if (rule.body.stop_after) stoppedBy = rule.rule_id;
  }
  return { credits, skipped };
}

import type { TransactItem } from '../data/transactions.js';
import { nowSeconds } from '../support/clock.js';
import { memberSegmentIds } from '../segments/index.js';
import { activeRules } from './rule-cache.js';
import { type BudgetView, blindBudgets, budgetDrawItems, budgetLeft, firstShare, readBudgets } from './rule-budgets.js';
import { type ActiveRule, byPriority, type CreditSaw, evaluateRules, matchesTrigger, type RuleUsage } from './rule-evaluator.js';
import { memberFactsOf, type TriggerFacts } from './rule-facts.js';
import { periodId } from './rule-periods.js';
import { RULE_USAGE_FIELD, type RuleUsageMap, usageAfter, usageOfMember, usedIn } from './rule-usage.js';

/**
 * Earning rules on the live path: what a trigger's transaction adds for its rules. The active
 * rules come from the per-container cache; the per-member limits' use rides on the member item
 * the trigger reads and updates anyway; a first attempt draws on budgets without reading them
 * (rule-budgets.ts). So a trigger keeps the round trips it had without rules. The evaluator
 * decides; the budget draws and the member's new use ride in the trigger's transaction with one
 * ledger entry per rule that fired.
 */

/** What set the trigger off, with its base earning and when it happened (Unix seconds). */
export interface RuleTrigger {
  facts: TriggerFacts;
  base: number;
  at: number;
}

export interface RuleProgram {
  clientId: string;
  timeZone: string;
}

/** A member as the rules read it: its facts and its per-member limits' use. */
export type RuleMember = Parameters<typeof memberFactsOf>[0] & Record<string, unknown>;

export interface RuleEarningReads {
  rules: ActiveRule[];
  budgets: Map<string, BudgetView>;
  /** Every active rule with a per-member limit, of any trigger: the member's use map keeps theirs. */
  limited: ReadonlySet<string>;
  /** The segments in use the member is in: read only when a rule's audience names segments. */
  segmentIds?: ReadonlySet<string>;
}

/** A rule that fired, as the ledger writes its entry. */
export interface RuleCreditLine {
  rule_id: string;
  rule_version: number;
  name: string;
  points: number;
  saw: CreditSaw;
}

/** Every rule's answer to a trigger, as the trigger's first entry keeps it for the explanation. */
export interface StoredOutcome {
  rule_id: string;
  rule_version: number;
  name: string;
  outcome: 'fired' | 'skipped';
  points: number;
  reason: string | null;
}

/** The member as the rules read it for a trigger: kept so a replay decides with exactly what the live write saw. */
export interface MemberSeen {
  lifetime_points: number;
  tier_id: string | null;
}

export interface StoredExplanation {
  trigger: Record<string, unknown>;
  base_points: number;
  at: number;
  time_zone: string;
  rules: StoredOutcome[];
  /** Absent on explanations kept before it was. */
  member?: MemberSeen;
}

export interface RuleEarning {
  credits: RuleCreditLine[];
  /** Rules of the trigger's kind that gave nothing, with the reason. */
  skipped: Array<{ rule_id: string; reason: string }>;
  /** The budget draws. */
  items: TransactItem[];
  /** What the member's own update sets beside its balances: the per-member limits' use, when a limited rule fired. */
  memberSets: Record<string, unknown>;
  /** Undefined when the program has no active rule of the trigger's kind. */
  explanation: StoredExplanation | undefined;
}

const NOTHING: RuleEarningReads = { rules: [], budgets: new Map(), limited: new Set() };

/** The trigger's data as an explanation shows it: the event's attributes, a purchase's figures (its lines counted, not copied). */
function triggerSummary(facts: TriggerFacts): Record<string, unknown> {
  const { purchase, ...rest } = facts;
  if (!purchase) return { ...rest };
  return { ...rest, purchase: { total: purchase.total, channel: purchase.channel ?? null, store_id: purchase.store_id ?? null, items: purchase.items.length } };
}

const limitedIds = (rules: readonly ActiveRule[]): Set<string> => new Set(rules.filter((rule) => rule.body.limits?.per_member).map((rule) => rule.rule_id));

/**
 * What a trigger of `kind` needs for its rules, from the cache: no I/O on a first attempt
 * (budgets drawn blind), the budgets read on a retry.
 */
export async function readRuleEarning(clientId: string, memberId: number, trigger: TriggerFacts, attempt: 'first' | 'retry'): Promise<RuleEarningReads> {
  const active = await activeRules(clientId);
  const rules = active.filter((rule) => matchesTrigger(rule.body, trigger));
  if (rules.length === 0) return NOTHING;
  const budgeted = rules.filter((rule) => rule.body.budget);
  const blind = attempt === 'first' ? budgeted.filter(drawsBlind) : [];
  const [read, segmentIds] = await Promise.all([
    readBudgets(
      clientId,
      budgeted.filter((rule) => !blind.includes(rule)).map((rule) => rule.rule_id),
    ),
    audienceSegments(clientId, memberId, rules),
  ]);
  const budgets = new Map([
    ...blindBudgets(
      clientId,
      blind.map((rule) => rule.rule_id),
    ),
    ...read,
  ]);
  return { rules, budgets, limited: limitedIds(active), ...(segmentIds ? { segmentIds } : {}) };
}

/** The member's segments, read (one query of its partition) only when a rule's audience names segments. */
const audienceSegments = (clientId: string, memberId: number, rules: readonly ActiveRule[]): Promise<Set<string> | undefined> =>
  rules.some((rule) => rule.body.audience?.segment_ids) ? memberSegmentIds(clientId, memberId) : Promise.resolve(undefined);

/**
 * Whether a first attempt may draw on the rule's budget unread: when one credit of it is small
 * beside the budget (at most a 128th of it), so a refilled allowance holds several. A small
 * budget is read first: a blind draw would mostly miss and cost a retry.
 */
function drawsBlind(rule: ActiveRule): boolean {
  const { budget, effect, limits } = rule.body;
  if (!budget) return false;
  const most = effect.kind === 'fixed' ? effect.points : (limits?.max_points_per_trigger ?? Number.POSITIVE_INFINITY);
  return most <= firstShare(budget.points_total);
}

/**
 * The rule reads of each attempt of a trigger's transaction: budgets drawn unread on the first,
 * read on every retry (a retry means something changed), as freshOnRetry gives snapshots.
 */
export function ruleReadsByAttempt(clientId: string, memberId: number, trigger: TriggerFacts): () => Promise<RuleEarningReads> {
  let attempt: 'first' | 'retry' = 'first';
  return () => {
    const reads = readRuleEarning(clientId, memberId, trigger, attempt);
    attempt = 'retry';
    return reads;
  };
}

/** The id prefix of a dry run's draft rules (draft-1, draft-2, ...). */
export const DRAFT_PREFIX = 'draft-';

/** The reads of given rules (a dry run's): the budgets read (a draft's id names no stored budget, so it has its whole total). */
export async function readRuleEarningFor(clientId: string, memberId: number, rules: ActiveRule[]): Promise<RuleEarningReads> {
  if (rules.length === 0) return NOTHING;
  // A draft has no stored budget: without a view the evaluator gives it its whole total.
  const [budgets, segmentIds] = await Promise.all([
    readBudgets(
      clientId,
      rules.filter((rule) => rule.body.budget && !rule.rule_id.startsWith(DRAFT_PREFIX)).map((rule) => rule.rule_id),
    ),
    audienceSegments(clientId, memberId, rules),
  ]);
  return { rules, budgets, limited: limitedIds(rules), ...(segmentIds ? { segmentIds } : {}) };
}

/** The zone a rule's calendar (its limit's periods) is read in. */
const zoneOf = (rule: ActiveRule, program: RuleProgram): string => rule.body.schedule?.time_zone ?? program.timeZone;

/**
 * What each rule has used, as the evaluator takes it: the member's use in the limit's current
 * period, the budget left. Limits count by when the points are credited (`now`), as the earning
 * buckets do: a backdated trigger counts in today's period, so backdating never reopens a limit.
 */
function usageOf(reads: RuleEarningReads, usage: RuleUsageMap, program: RuleProgram, now: number): Record<string, RuleUsage> {
  const used: Record<string, RuleUsage> = {};
  for (const rule of reads.rules) {
    const limit = rule.body.limits?.per_member;
    const member = limit ? usedIn(usage, rule.rule_id, periodId(limit.period, now, zoneOf(rule, program))) : undefined;
    const left = reads.budgets.get(rule.rule_id);
    const budget = left ? budgetLeft(left) : undefined;
    used[rule.rule_id] = {
      ...(member ? { memberCount: member.count, memberPoints: member.points } : {}),
      ...(budget === undefined ? {} : { budgetLeft: budget }),
    };
  }
  return used;
}

/**
 * The rules' part of a trigger's transaction for one member: the credits (one ledger entry each,
 * written by the caller with the trigger's own), the budget draws, the member's new limit use,
 * and the outcome of every rule of the trigger's kind for the explanation.
 */
/**
 * What an explanation keeps of a value a condition read or of a reason: enough to read, never
 * enough to swell the entry that keeps it (a basket of 500 lines read by a few rules would pass
 * DynamoDB's 400 KB item bound). Texts past 200 characters and lists past 10 values are cut,
 * and say so.
 */
const KEPT_TEXT = 200;
const KEPT_VALUES = 10;
function kept(value: unknown): unknown {
  if (typeof value === 'string') return value.length > KEPT_TEXT ? `${value.slice(0, KEPT_TEXT)}… (${value.length} characters)` : value;
  if (Array.isArray(value)) return value.length > KEPT_VALUES ? [...value.slice(0, KEPT_VALUES).map(kept), `… (${value.length} values)`] : value.map(kept);
  return value;
}
const keptFields = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, kept(value)]));

/** Transaction items a rule's credit may take: its entry, its event and two budget items. */
const ITEMS_PER_CREDIT = 4;

export function ruleEarning(
  reads: RuleEarningReads,
  program: RuleProgram,
  member: RuleMember,
  tierId: string | null,
  trigger: RuleTrigger,
  /** The items the trigger's transaction leaves for its rules (DynamoDB takes 100 in all). */
  room = 40,
): RuleEarning {
  if (reads.rules.length === 0) return { credits: [], skipped: [], items: [], memberSets: {}, explanation: undefined };
  const now = nowSeconds();
  const usage = usageOfMember(member);
  const evaluation = evaluateRules({
    rules: reads.rules,
    trigger: trigger.facts,
    member: memberFactsOf(member, tierId, reads.segmentIds),
    base: trigger.base,
    at: trigger.at,
    timeZone: program.timeZone,
    usage: usageOf(reads, usage, program, now),
    maxCredits: Math.max(0, Math.floor(room / ITEMS_PER_CREDIT)),
  });
  const byId = new Map(reads.rules.map((rule) => [rule.rule_id, rule]));
  const skipped = evaluation.skipped.filter((skip) => skip.reason !== 'wrong_trigger').map((skip) => ({ ...skip, reason: kept(skip.reason) as string }));
  const credits: RuleCreditLine[] = evaluation.credits.map((credit) => {
    // A blind draw does not know what its budget has left: its explanation says nothing of it.
    const { budget_left, ...rest } = credit.saw;
    const saw = { ...rest, fields: keptFields(rest.fields) };
    const blind = reads.budgets.get(credit.rule_id)?.blind === true;
    return {
      ...credit,
      saw: blind ? saw : { ...saw, ...(budget_left === undefined ? {} : { budget_left }) },
      name: byId.get(credit.rule_id)?.body.name ?? credit.rule_id,
    };
  });

  const items: TransactItem[] = [];
  const counted: Array<{ ruleId: string; period: string; points: number }> = [];
  for (const credit of credits) {
    const rule = byId.get(credit.rule_id);
    const budget = reads.budgets.get(credit.rule_id);
    if (budget) items.push(...budgetDrawItems(program.clientId, budget, credit.points));
    const limit = rule?.body.limits?.per_member;
    if (rule && limit) counted.push({ ruleId: credit.rule_id, period: periodId(limit.period, now, zoneOf(rule, program)), points: credit.points });
  }
  const memberSets = counted.length > 0 ? { [RULE_USAGE_FIELD]: usageAfter(usage, counted, reads.limited, now) } : {};

  const outcomes: StoredOutcome[] = [...reads.rules].sort(byPriority).flatMap((rule): StoredOutcome[] => {
    const credit = credits.find((one) => one.rule_id === rule.rule_id);
    if (credit) return [{ rule_id: rule.rule_id, rule_version: rule.version, name: rule.body.name, outcome: 'fired', points: credit.points, reason: null }];
    const skip = skipped.find((one) => one.rule_id === rule.rule_id);
    return skip ? [{ rule_id: rule.rule_id, rule_version: rule.version, name: rule.body.name, outcome: 'skipped', points: 0, reason: skip.reason }] : [];
  });
  return {
    credits,
    skipped,
    items,
    memberSets,
    explanation: {
      trigger: triggerSummary(trigger.facts),
      base_points: trigger.base,
      at: trigger.at,
      time_zone: program.timeZone,
      rules: outcomes,
      member: { lifetime_points: member.total_points, tier_id: tierId },
    },
  };
}

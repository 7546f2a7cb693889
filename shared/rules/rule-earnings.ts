import type { TransactItem } from '../data/transactions.js';
import { activeRules } from './rule-cache.js';
import { type BudgetView, budgetDrawItems, budgetLeft, readBudgets } from './rule-budgets.js';
import { type ActiveRule, byPriority, type CreditSaw, evaluateRules, type RuleUsage } from './rule-evaluator.js';
import type { MemberFacts, TriggerFacts } from './rule-facts.js';
import { periodId } from './rule-periods.js';
import { NO_USAGE, putRuleUsageItem, readRuleUsage, type RuleUsageRecord, usageAfter, usedIn } from './rule-usage.js';

/**
 * Earning rules on the live path: what a trigger's transaction adds for its rules. The reads
 * (active rules from the cache, the member's usage, the budgets) run beside the trigger's own
 * reads, so a credit keeps its round trips; the evaluator decides; the items (usage, budget
 * draws) ride in the trigger's transaction with one ledger entry per rule that fired.
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

export interface RuleEarningReads {
  rules: ActiveRule[];
  usage: RuleUsageRecord;
  budgets: Map<string, BudgetView>;
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

export interface StoredExplanation {
  trigger: Record<string, unknown>;
  base_points: number;
  at: number;
  time_zone: string;
  rules: StoredOutcome[];
}

export interface RuleEarning {
  credits: RuleCreditLine[];
  /** Rules of the trigger's kind that gave nothing, with the reason. */
  skipped: Array<{ rule_id: string; reason: string }>;
  items: TransactItem[];
  /** Undefined when the program has no active rule of the trigger's kind. */
  explanation: StoredExplanation | undefined;
}

const NOTHING: RuleEarningReads = { rules: [], usage: NO_USAGE, budgets: new Map() };

/** The trigger's data as an explanation shows it: the event's attributes, a purchase's figures (its lines counted, not copied). */
function triggerSummary(facts: TriggerFacts): Record<string, unknown> {
  const { purchase, ...rest } = facts;
  if (!purchase) return { ...rest };
  return { ...rest, purchase: { total: purchase.total, channel: purchase.channel ?? null, store_id: purchase.store_id ?? null, items: purchase.items.length } };
}

/** The reads a trigger of `kind` needs for its rules: none when no active rule has that kind. */
export async function readRuleEarning(clientId: string, memberId: number, kind: TriggerFacts['kind']): Promise<RuleEarningReads> {
  return readRuleEarningFor(
    clientId,
    memberId,
    (await activeRules(clientId)).filter((rule) => rule.body.trigger.kind === kind),
  );
}

/** The member's usage and the budgets of the given rules (a draft's id names no stored budget, so it has its whole total). */
export async function readRuleEarningFor(clientId: string, memberId: number, rules: ActiveRule[]): Promise<RuleEarningReads> {
  if (rules.length === 0) return NOTHING;
  const limited = rules.some((rule) => rule.body.limits?.per_member);
  const budgeted = rules.filter((rule) => rule.body.budget).map((rule) => rule.rule_id);
  const [usage, budgets] = await Promise.all([limited ? readRuleUsage(clientId, memberId) : NO_USAGE, readBudgets(clientId, budgeted)]);
  return { rules, usage, budgets };
}

/** What each rule has used, as the evaluator takes it: the member's use in the limit's current period, the budget left. */
function usageOf(reads: RuleEarningReads, program: RuleProgram, at: number): Record<string, RuleUsage> {
  const usage: Record<string, RuleUsage> = {};
  for (const rule of reads.rules) {
    const limit = rule.body.limits?.per_member;
    const used = limit ? usedIn(reads.usage, rule.rule_id, periodId(limit.period, at, rule.body.schedule?.time_zone ?? program.timeZone)) : undefined;
    const budget = reads.budgets.get(rule.rule_id);
    usage[rule.rule_id] = {
      ...(used ? { memberCount: used.count, memberPoints: used.points } : {}),
      ...(budget ? { budgetLeft: budgetLeft(budget) } : {}),
    };
  }
  return usage;
}

/**
 * The rules' part of a trigger's transaction for one member: the credits (one ledger entry each,
 * written by the caller with the trigger's own), the usage and budget items, and the outcome of
 * every rule of the trigger's kind for the explanation.
 */
export function ruleEarning(reads: RuleEarningReads, program: RuleProgram, memberId: number, member: MemberFacts, trigger: RuleTrigger): RuleEarning {
  if (reads.rules.length === 0) return { credits: [], skipped: [], items: [], explanation: undefined };
  const evaluation = evaluateRules({
    rules: reads.rules,
    trigger: trigger.facts,
    member,
    base: trigger.base,
    at: trigger.at,
    timeZone: program.timeZone,
    usage: usageOf(reads, program, trigger.at),
  });
  const byId = new Map(reads.rules.map((rule) => [rule.rule_id, rule]));
  const credits: RuleCreditLine[] = evaluation.credits.map((credit) => ({ ...credit, name: byId.get(credit.rule_id)?.body.name ?? credit.rule_id }));
  const skipped = evaluation.skipped.filter((skip) => skip.reason !== 'wrong_trigger');

  const items: TransactItem[] = [];
  const limited: Array<{ ruleId: string; period: string; points: number }> = [];
  for (const credit of credits) {
    const body = byId.get(credit.rule_id)?.body;
    const budget = reads.budgets.get(credit.rule_id);
    if (budget) items.push(...budgetDrawItems(program.clientId, budget, credit.points));
    const limit = body?.limits?.per_member;
    if (limit)
      limited.push({ ruleId: credit.rule_id, period: periodId(limit.period, trigger.at, body.schedule?.time_zone ?? program.timeZone), points: credit.points });
  }
  if (limited.length > 0) {
    const keep = new Set(reads.rules.filter((rule) => rule.body.limits?.per_member).map((rule) => rule.rule_id));
    items.push(putRuleUsageItem(program.clientId, memberId, reads.usage, usageAfter(reads.usage, limited, keep)));
  }

  const outcomes: StoredOutcome[] = [...reads.rules]
    .sort(byPriority)
    .filter((rule) => rule.body.trigger.kind === trigger.facts.kind)
    .flatMap((rule): StoredOutcome[] => {
      const credit = credits.find((one) => one.rule_id === rule.rule_id);
      if (credit) return [{ rule_id: rule.rule_id, rule_version: rule.version, name: rule.body.name, outcome: 'fired', points: credit.points, reason: null }];
      const skip = skipped.find((one) => one.rule_id === rule.rule_id);
      return skip ? [{ rule_id: rule.rule_id, rule_version: rule.version, name: rule.body.name, outcome: 'skipped', points: 0, reason: skip.reason }] : [];
    });
  return {
    credits,
    skipped,
    items,
    explanation: { trigger: triggerSummary(trigger.facts), base_points: trigger.base, at: trigger.at, time_zone: program.timeZone, rules: outcomes },
  };
}

/** Earning rules: the rule document and the one pure evaluator every path calls. */
export { MAX_CONDITIONS, MAX_DEPTH, OPS, type Condition, type ConditionGroup, type ConditionNode, type Op } from './rule-conditions.js';
export { memberFactsOf, type MemberFacts, type PurchaseItemFacts, type RecordedTrigger, type TriggerFacts } from './rule-facts.js';
export { periodId } from './rule-periods.js';
export {
  effectPoints,
  evaluateRules,
  inSchedule,
  type ActiveRule,
  type CreditSaw,
  type Evaluation,
  type EvaluationInput,
  type RuleCredit,
  type RuleSkip,
  type RuleUsage,
} from './rule-evaluator.js';
export {
  DEFAULT_PRIORITY,
  EffectSchema,
  MAX_RULE_POINTS,
  parseRuleBody,
  PERIODS,
  RuleBodySchema,
  TriggerSchema,
  type Effect,
  type Period,
  type RuleBody,
  type RuleBodyInput,
  type Schedule,
  type Trigger,
  type TriggerKind,
} from './rule-schema.js';
export { activeRules } from './rule-cache.js';
export {
  DRAFT_PREFIX,
  readRuleEarning,
  readRuleEarningFor,
  ruleReadsByAttempt,
  ruleEarning,
  type RuleCreditLine,
  type RuleEarning,
  type RuleEarningReads,
  type RuleProgram,
  type RuleTrigger,
  type MemberSeen,
  type StoredExplanation,
} from './rule-earnings.js';
export { createRule, moveRule, replaceRule, ruleDetails, ruleList, ruleVersions } from './rules.js';
export { getRule, listLiveRules } from './rule-repository.js';
export { checkRuleForProgram } from './rule-program-checks.js';
export type { RuleEvaluateInput, TriggerInput } from './rule-requests.js';
export type { RuleExplanationBody } from './rule-responses.js';
export { type BirthdayWalk, dequeueBirthdayWalk, queuedBirthdayWalks, recordBirthdayWalkStep } from './birthday-walks.js';
export { rulesSwitch, setRulesSwitch } from './rule-switch.js';

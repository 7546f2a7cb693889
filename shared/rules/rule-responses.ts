import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { RULE_STATUSES } from './rule-requests.js';
import { RuleBodyShape } from './rule-schema.js';

/** What the earning rule routes answer, as zod schemas: the API description and the tests read them. */

/** A rule as stored now: its body, and its id, status and version. */
const RuleVersionBody = RuleBodyShape.extend({
  rule_id: z.string(),
  status: z.enum(RULE_STATUSES),
  /** 1 when made; each change of body or status adds one. Ledger entries name the version that credited them. */
  version: z.number().int(),
  /** ISO 8601 times. */
  date_created: z.string(),
  date_updated: z.string(),
});

export const RuleAnswerBody = RuleVersionBody.extend({
  /** A budgeted rule's use, exact at the time of the answer (detail only; null in lists and without a budget). */
  budget_used: z.number().int().nullable(),
});

export const RuleListBody = z.object({ rules: z.array(RuleAnswerBody) });

export const RuleVersionsBody = z.object({ versions: z.array(RuleVersionBody) });

/** One rule's answer to a trigger: fired (with its points) or skipped with the reason. */
export const RuleOutcomeBody = z.object({
  rule_id: z.string(),
  rule_version: z.number().int(),
  name: z.string(),
  outcome: z.enum(['fired', 'skipped']),
  points: z.number().int(),
  /** Why a skipped rule gave nothing: outside_schedule, not_in_audience, `condition_false: purchase.total 42.10 < 50`, member_limit_reached, budget_exhausted, `stopped_by: 12`, no_points. */
  reason: z.string().nullable(),
  /** What a fired rule's conditions read, and the limit and budget it had left. */
  saw: z
    .object({
      fields: z.record(z.string(), z.unknown()),
      member_count_left: z.number().optional(),
      member_points_left: z.number().optional(),
      budget_left: z.number().optional(),
    })
    .nullable(),
});

/** POST .../rules/evaluate and GET .../ledger/{entry_id}/explain: a trigger, its base earning and every rule's answer. */
export const RuleExplanationBody = z.object({
  trigger: z.record(z.string(), z.unknown()),
  /** The trigger's own earning (an activity's points, a purchase's rate); 0 for events and member triggers. */
  base_points: z.number().int(),
  rule_points: z.number().int(),
  total_points: z.number().int(),
  /** When the trigger was evaluated (ISO 8601) and in which time zone time.* fields were read. */
  at: z.string(),
  time_zone: z.string(),
  rules: z.array(RuleOutcomeBody),
  /** The ledger entries the trigger wrote (explain only; empty for a dry run). */
  entry_ids: z.array(z.string()),
});

/** The program's switch of every rule: paused or not, why, and since when (null: never switched). */
export const RulesSwitchBody = z.object({
  paused: z.boolean(),
  reason: z.string().nullable(),
  /** ISO 8601. */
  changed_at: z.string().nullable(),
});

/** The answers the earning rule routes name in their contracts, by name. */
export const ruleAnswers = {
  Rule: RuleAnswerBody,
  RuleList: RuleListBody,
  RuleVersions: RuleVersionsBody,
  RuleExplanation: RuleExplanationBody,
  RulesSwitch: RulesSwitchBody,
} satisfies AnswerBodies;

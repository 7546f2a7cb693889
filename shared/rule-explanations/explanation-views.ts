import { isoTimestamp } from '../support/periods.js';
import type * as z from 'zod';
import type { RuleExplanationBody, StoredExplanation } from '../rules/index.js';

/** An explanation as the routes answer it, from what a trigger kept or a dry run decided. Pure. */

export type RuleExplanationAnswer = z.infer<typeof RuleExplanationBody>;
type OutcomeAnswer = RuleExplanationAnswer['rules'][number];

/** An explanation as a trigger kept it (or a dry run decided it): the rules' own record of it. */
export type KeptExplanation = StoredExplanation;

/** The answer: every rule's outcome with what a fired one saw (by rule id), and the totals. */
export function explanationAnswer(kept: KeptExplanation, saw: ReadonlyMap<string, object>, entryIds: string[]): RuleExplanationAnswer {
  const rules: OutcomeAnswer[] = kept.rules.map((rule) => ({
    ...rule,
    saw: rule.outcome === 'fired' ? ((saw.get(rule.rule_id) as OutcomeAnswer['saw']) ?? null) : null,
  }));
  const rulePoints = rules.reduce((sum, rule) => sum + (rule.outcome === 'fired' ? rule.points : 0), 0);
  return {
    trigger: kept.trigger,
    base_points: kept.base_points,
    rule_points: rulePoints,
    total_points: kept.base_points + rulePoints,
    at: isoTimestamp(kept.at),
    time_zone: kept.time_zone,
    rules,
    entry_ids: entryIds,
  };
}

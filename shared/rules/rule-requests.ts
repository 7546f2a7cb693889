import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { tableNumberProblem } from '../support/table-numbers.js';
import { RuleBodySchema, RuleCreateSchema } from './rule-schema.js';

/**
 * What operator requests about earning rules send: schemas only, so a route's contract loads them
 * without the repositories.
 */

export const RULE_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

/** Rules a program keeps (archived ones included), and how many of them may be active at once. */
export const MAX_RULES = 1_000;
export const MAX_ACTIVE_RULES = 100;

export const RulePath = ClientPath.extend({
  rule_id: z.string().regex(/^\d{1,9}$/, 'must be a rule id (digits)'),
});

export { RuleBodySchema as RuleReplaceSchema, RuleCreateSchema };

export const RuleListQuery = z.object({
  status: z.enum(RULE_STATUSES, { error: `must be one of ${RULE_STATUSES.join(', ')}` }).optional(),
  include_archived: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
});

/** A figure the table can store and a purchase can hold (1e-320 is refused, not rounded to 0). */
const storable = (value: number) => tableNumberProblem(value) === undefined;
const Money = z.number().min(0).max(1_000_000_000).refine(storable, 'must be 0 or at least 0.000001');
const Text = z.string().trim().min(1).max(200);
const Instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant with its zone, e.g. 2026-03-29T10:00:00Z' });

/** A trigger as a dry run describes it: its kind and the data a live trigger of that kind would carry. */
export const TriggerInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('event'),
      event_type: Text,
      attributes: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
    }),
    z.strictObject({
      kind: z.literal('purchase'),
      total: Money,
      items: z
        .array(
          z.strictObject({
            sku: Text,
            category: Text.optional(),
            quantity: z.number().positive().max(1_000_000).refine(storable, 'must be at least 0.000001').default(1),
            price: Money.optional(),
          }),
        )
        .max(500)
        .default([]),
      channel: Text.optional(),
      store_id: Text.optional(),
    }),
    z.strictObject({ kind: z.literal('activity'), activity_id: z.union([Text, z.number().int().min(1)]).transform(String) }),
    z.strictObject({ kind: z.literal('member_created') }),
    z.strictObject({ kind: z.literal('tier_reached'), tier_id: Text }),
    z.strictObject({ kind: z.literal('birthday') }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be event, purchase, activity, member_created, tier_reached or birthday' : undefined) },
);
export type TriggerInput = z.infer<typeof TriggerInputSchema>;

/** POST .../rules/evaluate: what a trigger would earn a member now (or `at`), with the live rules or with draft bodies instead. */
export const RuleEvaluateSchema = z.strictObject({
  member_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  trigger: TriggerInputSchema,
  at: Instant.optional(),
  /** Draft bodies, tried as rules `draft-1`, `draft-2`, ...; beside the active rules unless with_active_rules is false. */
  rules: z.array(RuleBodySchema).min(1).max(MAX_ACTIVE_RULES).optional(),
  with_active_rules: z.boolean().default(true),
});
export type RuleEvaluateInput = z.infer<typeof RuleEvaluateSchema>;

/** The program's switch of every rule: paused (with why, for the other operators) or on. */
export const RulesSwitchSchema = z.strictObject({
  paused: z.boolean(),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type RulesSwitchInput = z.infer<typeof RulesSwitchSchema>;

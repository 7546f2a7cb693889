import * as z from 'zod';
import { distinctDigitIds } from '../support/id-lists.js';
import { describeIssues } from '../support/issue-messages.js';
import { type ConditionGroup, ConditionsSchema, conditionsOf } from './rule-conditions.js';
import { parseField, parseUnitSource, TRIGGER_OF_SOURCE } from './rule-fields.js';

/**
 * An earning rule's body: what triggers it, the conditions it reads, the points it gives, and
 * who, when and how often. Every refusal names its place (`effect.points: ...`).
 */

/** The most points one rule's entry can give, and the bound of every points figure in a rule. */
export const MAX_RULE_POINTS = 1_000_000;
export const MAX_FACTOR = 100;
export const DEFAULT_PRIORITY = 100;
export const PERIODS = ['day', 'week', 'month', 'year', 'lifetime'] as const;
export type Period = (typeof PERIODS)[number];

const Id = z.string().trim().min(1).max(100);
const Points = z.number().int().min(1).max(MAX_RULE_POINTS);
/** A figure with at most `places` decimals (binary noise of a few ulps aside). */
const decimals = (places: number) => (value: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

export const TriggerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('event'), event_type: Id }),
    z.strictObject({ kind: z.literal('purchase') }),
    z.strictObject({ kind: z.literal('activity'), activity_id: Id }),
    z.strictObject({ kind: z.literal('member_created') }),
    z.strictObject({ kind: z.literal('tier_reached'), tier_id: Id }),
    z.strictObject({ kind: z.literal('birthday') }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be event, purchase, activity, member_created, tier_reached or birthday' : undefined) },
);
export type Trigger = z.infer<typeof TriggerSchema>;
export type TriggerKind = Trigger['kind'];

export const EffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('fixed'), points: Points }),
    z.strictObject({
      kind: z.literal('per_unit'),
      points: Points,
      per: z.number().min(0.01).max(1_000_000_000).refine(decimals(2), 'must have at most 2 decimal places'),
      of: z
        .string()
        .refine(
          (of) => parseUnitSource(of) !== undefined,
          'must be purchase.total, purchase.items[category=<x>].amount, purchase.items[sku=<x>].quantity or event.attributes.<key>',
        ),
    }),
    z.strictObject({
      kind: z.literal('multiplier'),
      factor: z.number().gt(1).max(MAX_FACTOR).refine(decimals(4), 'must have at most 4 decimal places'),
      of: z.literal('base'),
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'must be fixed, per_unit or multiplier' : undefined) },
);
export type Effect = z.infer<typeof EffectSchema>;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
export const TimeZoneSchema = z.string().min(1).max(100).refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Paris');

const Instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 instant with its zone, e.g. 2026-03-29T00:00:00Z' });

export const ScheduleSchema = z
  .strictObject({
    starts_at: Instant.optional(),
    ends_at: Instant.optional(),
    days_of_week: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day')
      .optional(),
    /** Hours of the day, `to` exclusive; a window with from after to runs across midnight (22 to 2). */
    hours: z
      .strictObject({ from: z.number().int().min(0).max(23), to: z.number().int().min(1).max(24) })
      .refine(({ from, to }) => from !== to, { path: ['to'], message: 'must differ from from' })
      .optional(),
    time_zone: TimeZoneSchema.optional(),
  })
  .refine(({ starts_at, ends_at }) => !starts_at || !ends_at || Date.parse(starts_at) < Date.parse(ends_at), {
    path: ['ends_at'],
    message: 'must be after starts_at',
  });
export type Schedule = z.infer<typeof ScheduleSchema>;

export const LimitsSchema = z.strictObject({
  per_member: z
    .strictObject({ count: z.number().int().min(1).max(1_000_000).optional(), points: Points.optional(), period: z.enum(PERIODS) })
    .refine(({ count, points }) => count !== undefined || points !== undefined, 'must set count, points or both')
    .optional(),
  max_points_per_trigger: Points.optional(),
});

/** The body's fields without the checks across them: what answers describe. */
export const RuleBodyShape = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000).optional(),
  trigger: TriggerSchema,
  conditions: ConditionsSchema.optional(),
  effect: EffectSchema,
  /** Who the rule reaches: members of any of the levels, and (when both are set) of any of the segments. */
  audience: z
    .strictObject({
      tier_ids: z.array(Id).min(1).max(100).optional(),
      segment_ids: distinctDigitIds('segment').optional(),
    })
    .optional(),
  schedule: ScheduleSchema.optional(),
  limits: LimitsSchema.optional(),
  budget: z.strictObject({ points_total: z.number().int().min(1).max(1_000_000_000_000) }).optional(),
  priority: z.number().int().min(0).max(1_000_000).default(DEFAULT_PRIORITY),
  stop_after: z.boolean().default(false),
});

/** Trigger kinds with a base earning (an activity's points, a purchase's rate) a multiplier multiplies. */
const WITH_BASE: readonly TriggerKind[] = ['purchase', 'activity'];

/** Checks that need the trigger: fields and effects that read data only one kind of trigger has. */
function checkAgainstTrigger(body: z.infer<typeof RuleBodyShape>, context: z.RefinementCtx): void {
  const kind = body.trigger.kind;
  const onlyFor = (source: keyof typeof TRIGGER_OF_SOURCE) => {
    const needed = TRIGGER_OF_SOURCE[source];
    return needed && needed !== kind ? needed : undefined;
  };
  if (body.conditions) {
    for (const { condition, path } of conditionsOf(body.conditions)) {
      const needed = onlyFor(parseField(condition.field)?.ref.source ?? 'member');
      if (needed)
        context.addIssue({
          code: 'custom',
          path: ['conditions', ...path, 'field'],
          message: `${condition.field} is read only by ${needed} rules; this rule's trigger is ${kind}`,
        });
    }
  }
  const { effect } = body;
  if (effect.kind === 'per_unit') {
    const needed = onlyFor(parseUnitSource(effect.of)?.source ?? 'member');
    if (needed)
      context.addIssue({ code: 'custom', path: ['effect', 'of'], message: `${effect.of} is read only by ${needed} rules; this rule's trigger is ${kind}` });
  }
  if (effect.kind === 'multiplier' && !WITH_BASE.includes(kind)) {
    context.addIssue({
      code: 'custom',
      path: ['effect', 'kind'],
      message: `multiplier applies to purchase and activity rules, whose trigger has a base earning; this rule's trigger is ${kind}`,
    });
  }
}

/** A rule's body as operators write it; defaults filled in (priority 100, stop_after false). */
export const RuleBodySchema = RuleBodyShape.superRefine(checkAgainstTrigger);
export type RuleBody = z.infer<typeof RuleBodySchema>;
export type RuleBodyInput = z.input<typeof RuleBodySchema>;
export type { ConditionGroup };

/** POST .../rules: a body and, optionally, `status: active` to make it live at once (a draft otherwise). */
export const RuleCreateSchema = RuleBodyShape.extend({ status: z.enum(['draft', 'active']).default('draft') }).superRefine(checkAgainstTrigger);
export type RuleCreateInput = z.infer<typeof RuleCreateSchema>;

/** The rule body, or the one-line refusal that names its place. */
export function parseRuleBody(input: unknown): { ok: true; body: RuleBody } | { ok: false; message: string } {
  const parsed = RuleBodySchema.safeParse(input);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, message: describeIssues(parsed.error.issues) };
}

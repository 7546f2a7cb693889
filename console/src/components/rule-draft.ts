// The generated types themselves (not the package), so the unit tests that read this module compile it against the same description.
import type { operations } from '../../../sdk/typescript/src/generated/openapi.js';
import { type AttributeType, type ConditionsDraft, CUSTOM_DATA, CUSTOM_KEY, conditionsBodyOf, conditionsDraftOf, type FieldChoice } from './condition-draft.js';

// The condition pieces rules share with segment filters, where the rule builder and its tests read them.
export {
  type AttributeType,
  type ConditionItem,
  type ConditionRow,
  CUSTOM_DATA,
  conditionOf,
  emptyCondition,
  type FieldChoice,
  type GroupRow,
  isGroup,
  OP_WORDS,
  type Op,
  OPS,
  rowKey,
  scalarOf,
} from './condition-draft.js';

/**
 * An earning rule as the builder edits it (every input's text as typed) and the body it sends:
 * one level of condition groups under the rule's all/any, the schedule's times in the schedule's
 * zone. What the form cannot show (conditions nested deeper) is kept as it was and sent back
 * unchanged. Pure: no I/O, no React.
 */

export type RuleInput = operations['AdminCreateRule']['requestBody']['content']['application/json'];
export type RuleBody = Omit<RuleInput, 'status'>;
export type Rule = operations['AdminGetRule']['responses'][200]['content']['application/json'];
export type Trigger = RuleBody['trigger'];
export type TriggerKind = Trigger['kind'];
export type Effect = RuleBody['effect'];
export type Period = NonNullable<NonNullable<RuleBody['limits']>['per_member']>['period'];

export const TRIGGER_WORDS: Record<TriggerKind, string> = {
  event: 'An event',
  purchase: 'A purchase',
  activity: 'An activity',
  member_created: 'A member joins',
  tier_reached: 'A member reaches a tier',
  birthday: "A member's birthday",
};

/** Every trigger a rule may have, in the order a builder offers them. */
export const TRIGGER_KINDS = Object.keys(TRIGGER_WORDS) as readonly TriggerKind[];

export const PERIOD_WORDS: Record<Period, string> = { day: 'A day', week: 'A week', month: 'A month', year: 'A year', lifetime: 'Lifetime' };

/** ISO weekday numbers (1 Monday .. 7 Sunday) and their names. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const MEMBER_FIELDS: readonly FieldChoice[] = [
  { field: 'member.tier_id', label: 'Member tier', holds: 'text' },
  { field: 'member.lifetime_points', label: 'Member lifetime points', holds: 'number' },
  { field: 'member.date_created', label: 'Member joined', holds: 'instant' },
  { field: 'member.birthday_month', label: 'Member birthday month (1-12)', holds: 'number' },
  { field: CUSTOM_DATA, label: 'Member custom data…', holds: 'any', key: { label: 'custom data key', ...CUSTOM_KEY } },
  { field: 'time.day_of_week', label: 'Day of week (1 Monday - 7 Sunday)', holds: 'number' },
  { field: 'time.hour', label: 'Hour of day (0-23)', holds: 'number' },
  { field: 'time.date', label: 'Date (YYYY-MM-DD)', holds: 'date' },
];

const PURCHASE_FIELDS: readonly FieldChoice[] = [
  { field: 'purchase.total', label: 'Purchase total', holds: 'number' },
  { field: 'purchase.channel', label: 'Purchase channel', holds: 'text' },
  { field: 'purchase.store_id', label: 'Purchase store', holds: 'text' },
  { field: 'purchase.items[].sku', label: 'An item SKU', holds: 'text' },
  { field: 'purchase.items[].category', label: 'An item category', holds: 'text' },
  { field: 'purchase.items[].quantity', label: 'An item quantity', holds: 'number' },
  { field: 'purchase.items[].amount', label: 'An item amount', holds: 'number' },
];

/** The fields a trigger's conditions may read: its own data first (an event type's attributes), then the member's and the time's. */
export function fieldsFor(kind: TriggerKind, attributes: readonly { key: string; type: AttributeType }[] = []): FieldChoice[] {
  const own =
    kind === 'purchase'
      ? PURCHASE_FIELDS
      : kind === 'event'
        ? attributes.map(({ key, type }) => ({ field: `event.attributes.${key}`, label: `Event ${key}`, holds: type }))
        : [];
  return [...own, ...MEMBER_FIELDS];
}

/** What a per_unit effect may count for a trigger (items by category or sku are typed by hand). */
export function unitsFor(kind: TriggerKind, attributes: readonly { key: string; type: AttributeType }[] = []): string[] {
  if (kind === 'purchase') return ['purchase.total', 'purchase.items[category=<category>].amount', 'purchase.items[sku=<sku>].quantity'];
  if (kind === 'event') return attributes.filter(({ type }) => type === 'number').map(({ key }) => `event.attributes.${key}`);
  return [];
}

export interface RuleDraft extends ConditionsDraft {
  name: string;
  description: string;
  trigger: { kind: TriggerKind; event_type: string; activity_id: string; tier_id: string };
  effect: { kind: Effect['kind']; points: string; per: string; of: string; factor: string };
  tiers: string[];
  /** The segments (by id) a member must be in one of; none: the audience is not narrowed by segment. */
  segments: string[];
  schedule: { starts_at: string; ends_at: string; days: number[]; from: string; to: string; time_zone: string };
  limits: { count: string; points: string; period: Period; max_per_trigger: string };
  budget: string;
  priority: string;
  stop_after: boolean;
}

export const emptyDraft = (): RuleDraft => ({
  name: '',
  description: '',
  trigger: { kind: 'event', event_type: '', activity_id: '', tier_id: '' },
  mode: 'all',
  conditions: [],
  effect: { kind: 'fixed', points: '', per: '', of: '', factor: '' },
  tiers: [],
  segments: [],
  schedule: { starts_at: '', ends_at: '', days: [], from: '', to: '', time_zone: '' },
  limits: { count: '', points: '', period: 'day', max_per_trigger: '' },
  budget: '',
  priority: '100',
  stop_after: false,
});

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The form's state for a stored rule. */
export function draftOf(rule: Rule): RuleDraft {
  const draft = emptyDraft();
  const { trigger, effect, schedule, limits } = rule;
  draft.name = rule.name;
  draft.description = rule.description ?? '';
  draft.trigger = {
    kind: trigger.kind,
    event_type: trigger.kind === 'event' ? trigger.event_type : '',
    activity_id: trigger.kind === 'activity' ? trigger.activity_id : '',
    tier_id: trigger.kind === 'tier_reached' ? trigger.tier_id : '',
  };
  Object.assign(draft, conditionsDraftOf(rule.conditions));
  draft.effect = {
    kind: effect.kind,
    points: effect.kind === 'multiplier' ? '' : String(effect.points),
    per: effect.kind === 'per_unit' ? String(effect.per) : '',
    of: effect.kind === 'per_unit' ? effect.of : '',
    factor: effect.kind === 'multiplier' ? String(effect.factor) : '',
  };
  draft.tiers = rule.audience?.tier_ids ?? [];
  draft.segments = rule.audience?.segment_ids ?? [];
  const zone = schedule?.time_zone ?? '';
  draft.schedule = {
    starts_at: schedule?.starts_at ? localInZone(schedule.starts_at, zone || 'UTC') : '',
    ends_at: schedule?.ends_at ? localInZone(schedule.ends_at, zone || 'UTC') : '',
    days: schedule?.days_of_week ?? [],
    from: text(schedule?.hours?.from),
    to: text(schedule?.hours?.to),
    time_zone: zone,
  };
  draft.limits = {
    count: text(limits?.per_member?.count),
    points: text(limits?.per_member?.points),
    period: limits?.per_member?.period ?? 'day',
    max_per_trigger: text(limits?.max_points_per_trigger),
  };
  draft.budget = text(rule.budget?.points_total);
  draft.priority = String(rule.priority);
  draft.stop_after = rule.stop_after;
  return draft;
}

const numberOr = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));
/** Only the keys whose value is set. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
const anySet = (value: object): boolean => Object.values(value).some((each) => each !== undefined);

/** The body the draft describes. */
export function bodyOf(draft: RuleDraft, holds: (field: string) => FieldChoice['holds']): RuleBody {
  const { trigger: t, effect: e, schedule: s, limits: l } = draft;
  const trigger: Trigger =
    t.kind === 'event'
      ? { kind: 'event', event_type: t.event_type }
      : t.kind === 'activity'
        ? { kind: 'activity', activity_id: t.activity_id }
        : t.kind === 'tier_reached'
          ? { kind: 'tier_reached', tier_id: t.tier_id.trim() }
          : { kind: t.kind };
  const effect: Effect =
    e.kind === 'fixed'
      ? { kind: 'fixed', points: Number(e.points) }
      : e.kind === 'per_unit'
        ? { kind: 'per_unit', points: Number(e.points), per: Number(e.per), of: e.of.trim() }
        : { kind: 'multiplier', factor: Number(e.factor), of: 'base' };
  const conditions = conditionsBodyOf(draft, holds) as RuleBody['conditions'];
  const zone = s.time_zone.trim();
  // One end without the other is sent as it is: the API says which is missing.
  const hours = s.from !== '' || s.to !== '' ? (defined({ from: numberOr(s.from), to: numberOr(s.to) }) as { from: number; to: number }) : undefined;
  const schedule = defined({
    starts_at: s.starts_at ? instantInZone(s.starts_at, zone || 'UTC') : undefined,
    ends_at: s.ends_at ? instantInZone(s.ends_at, zone || 'UTC') : undefined,
    days_of_week: s.days.length > 0 ? [...s.days].sort((a, b) => a - b) : undefined,
    hours,
    time_zone: zone || undefined,
  });
  const perMember = l.count !== '' || l.points !== '' ? defined({ count: numberOr(l.count), points: numberOr(l.points), period: l.period }) : undefined;
  const limits = defined({ per_member: perMember, max_points_per_trigger: numberOr(l.max_per_trigger) });
  const audience = defined({
    tier_ids: draft.tiers.length > 0 ? draft.tiers : undefined,
    segment_ids: draft.segments.length > 0 ? draft.segments : undefined,
  });
  return defined({
    name: draft.name,
    description: draft.description.trim() === '' ? undefined : draft.description,
    trigger,
    conditions,
    effect,
    audience: anySet(audience) ? audience : undefined,
    schedule: anySet(schedule) ? schedule : undefined,
    limits: anySet(limits) ? limits : undefined,
    budget: draft.budget.trim() === '' ? undefined : { points_total: Number(draft.budget) },
    priority: Number(draft.priority),
    stop_after: draft.stop_after,
  });
}

/** How far ahead of UTC a zone's clocks are at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0) - Math.floor(at / 60_000) * 60_000;
}

const safeZone = (zone: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** A datetime-local value ("2026-03-29T08:00") read in a zone, as an ISO instant ("2026-03-29T06:00:00.000Z" in Europe/Paris). */
export function instantInZone(local: string, zone: string): string {
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return local;
  const timeZone = safeZone(zone);
  let at = wall;
  // Twice, to settle across a change of offset.
  for (let pass = 0; pass < 2; pass++) at = wall - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}

/** An ISO instant as a datetime-local value in a zone. */
export function localInZone(instant: string, zone: string): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return '';
  return new Date(at + offsetAt(at, safeZone(zone))).toISOString().slice(0, 16);
}

// The generated types themselves (not the package), so the unit tests that read this module compile it against the same description.
import type { operations } from '../../../sdk/typescript/src/generated/openapi.js';

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
export type AttributeType = 'string' | 'number' | 'boolean' | 'date';

export const OPS = ['eq', 'ne', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'between', 'contains', 'exists', 'starts_with'] as const;
export type Op = (typeof OPS)[number];

/** The ops in words, as a condition row reads: "Purchase total is at least 50". */
export const OP_WORDS: Record<Op, string> = {
  eq: 'is',
  ne: 'is not',
  in: 'is one of',
  not_in: 'is none of',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  between: 'is between',
  contains: 'contains',
  exists: 'is present',
  starts_with: 'starts with',
};

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

/** A field a condition may read, with what it holds (which decides how a typed value is read). */
export interface FieldChoice {
  field: string;
  label: string;
  holds: 'number' | 'text' | 'date' | 'instant' | AttributeType | 'any';
}

/** The prefix of a member's custom data fields: the key is typed after it. */
export const CUSTOM_DATA = 'member.custom_data.';

const MEMBER_FIELDS: readonly FieldChoice[] = [
  { field: 'member.tier_id', label: 'Member tier', holds: 'text' },
  { field: 'member.lifetime_points', label: 'Member lifetime points', holds: 'number' },
  { field: 'member.date_created', label: 'Member joined', holds: 'instant' },
  { field: 'member.birthday_month', label: 'Member birthday month (1-12)', holds: 'number' },
  { field: CUSTOM_DATA, label: 'Member custom data…', holds: 'any' },
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

export interface ConditionRow {
  key: number;
  field: string;
  op: Op;
  value: string;
}
export interface GroupRow {
  key: number;
  mode: 'all' | 'any';
  rows: ConditionRow[];
}
export type ConditionItem = ConditionRow | GroupRow;
export const isGroup = (item: ConditionItem): item is GroupRow => 'rows' in item;

export interface RuleDraft {
  name: string;
  description: string;
  trigger: { kind: TriggerKind; event_type: string; activity_id: string; tier_id: string };
  mode: 'all' | 'any';
  conditions: ConditionItem[];
  /** Conditions nested deeper than the form shows, kept as they were (the rows are then not shown). */
  kept?: unknown;
  effect: { kind: Effect['kind']; points: string; per: string; of: string; factor: string };
  tiers: string[];
  schedule: { starts_at: string; ends_at: string; days: number[]; from: string; to: string; time_zone: string };
  limits: { count: string; points: string; period: Period; max_per_trigger: string };
  budget: string;
  priority: string;
  stop_after: boolean;
}

let nextKey = 1;
/** A key for a new row, unique in the page's life. */
export const rowKey = (): number => nextKey++;

export const emptyCondition = (field = ''): ConditionRow => ({ key: rowKey(), field, op: 'eq', value: '' });

export const emptyDraft = (): RuleDraft => ({
  name: '',
  description: '',
  trigger: { kind: 'event', event_type: '', activity_id: '', tier_id: '' },
  mode: 'all',
  conditions: [],
  effect: { kind: 'fixed', points: '', per: '', of: '', factor: '' },
  tiers: [],
  schedule: { starts_at: '', ends_at: '', days: [], from: '', to: '', time_zone: '' },
  limits: { count: '', points: '', period: 'day', max_per_trigger: '' },
  budget: '',
  priority: '100',
  stop_after: false,
});

const text = (value: unknown): string => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value));

type Node = { field: string; op: Op; value?: unknown } | { all: Node[] } | { any: Node[] };
const groupOf = (node: Node): { mode: 'all' | 'any'; items: Node[] } | undefined =>
  'all' in node ? { mode: 'all', items: node.all } : 'any' in node ? { mode: 'any', items: node.any } : undefined;
const rowOf = (node: Node): ConditionRow | undefined =>
  'field' in node
    ? { key: rowKey(), field: node.field, op: node.op, value: node.op === 'exists' && node.value === undefined ? '' : text(node.value) }
    : undefined;

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
  const top = rule.conditions ? groupOf(rule.conditions as Node) : undefined;
  if (top) {
    draft.mode = top.mode;
    const items: ConditionItem[] = [];
    for (const node of top.items) {
      const row = rowOf(node);
      const group = groupOf(node);
      const rows = group?.items.map(rowOf);
      if (row) items.push(row);
      else if (group && rows?.every((each) => each !== undefined)) items.push({ key: rowKey(), mode: group.mode, rows: rows as ConditionRow[] });
      else draft.kept = rule.conditions;
    }
    if (!draft.kept) draft.conditions = items;
  }
  draft.effect = {
    kind: effect.kind,
    points: effect.kind === 'multiplier' ? '' : String(effect.points),
    per: effect.kind === 'per_unit' ? String(effect.per) : '',
    of: effect.kind === 'per_unit' ? effect.of : '',
    factor: effect.kind === 'multiplier' ? String(effect.factor) : '',
  };
  draft.tiers = rule.audience?.tier_ids ?? [];
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

type Scalar = string | number | boolean;

/** A typed value as the field holds it: a number for a number field, true/false for a boolean; text otherwise. */
export function scalarOf(typed: string, holds: FieldChoice['holds']): Scalar {
  const value = typed.trim();
  const numeric = value !== '' && Number.isFinite(Number(value));
  if (holds === 'number') return numeric ? Number(value) : value;
  if (holds === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (holds === 'any') return value === 'true' ? true : value === 'false' ? false : numeric ? Number(value) : value;
  return value;
}

/** A row's condition; `holds` says what its field holds (unknown fields are read as text). */
export function conditionOf(row: ConditionRow, holds: (field: string) => FieldChoice['holds']): Node {
  const kind = holds(row.field);
  if (row.op === 'exists') return { field: row.field, op: row.op };
  if (['in', 'not_in', 'between'].includes(row.op)) {
    const values = row.value
      .split(',')
      .map((each) => each.trim())
      .filter((each) => each !== '');
    return { field: row.field, op: row.op, value: values.map((each) => scalarOf(each, kind)) };
  }
  return { field: row.field, op: row.op, value: scalarOf(row.value, kind) };
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
  const items = draft.conditions.map((item) => (isGroup(item) ? { [item.mode]: item.rows.map((row) => conditionOf(row, holds)) } : conditionOf(item, holds)));
  const conditions = draft.kept ?? (items.length > 0 ? { [draft.mode]: items } : undefined);
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
  return defined({
    name: draft.name,
    description: draft.description.trim() === '' ? undefined : draft.description,
    trigger,
    conditions,
    effect,
    audience: draft.tiers.length > 0 ? { tier_ids: draft.tiers } : undefined,
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

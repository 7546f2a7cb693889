import { type Condition, type ConditionGroup, isDate, isInstant, orderOf } from './rule-conditions.js';
import { type FieldRef, parseField } from './rule-fields.js';
import type { LocalTime } from '../support/local-time.js';

/**
 * What a rule's conditions read, and whether they hold: pure functions of the trigger, the
 * member and the local time. No I/O, no clock.
 */

export interface PurchaseItemFacts {
  sku: string;
  category: string;
  quantity: number;
  amount: number;
}

/** The trigger's data, as the live path, the explanation and the dry run each pass it in. */
export interface TriggerFacts {
  kind: 'event' | 'purchase' | 'activity' | 'member_created' | 'tier_reached' | 'birthday';
  event?: { type: string; attributes: Record<string, unknown> };
  purchase?: { total: number; items: PurchaseItemFacts[]; channel?: string; store_id?: string };
  activity_id?: string;
  tier_id?: string;
}

export interface MemberFacts {
  tier_id?: string | null;
  custom_data: Record<string, unknown>;
  lifetime_points: number;
  /** Unix seconds. */
  date_created: number;
  birthday_month?: number | null;
}

export interface Facts {
  trigger: TriggerFacts;
  member: MemberFacts;
  time: LocalTime;
}

/** A field's value; item fields read every item's value (a list). Undefined when the trigger has none. */
export function readField(ref: FieldRef, facts: Facts): unknown {
  const { trigger, member, time } = facts;
  switch (ref.source) {
    case 'event':
      return trigger.event?.attributes[ref.key];
    case 'purchase':
      if ('item' in ref) return trigger.purchase?.items.map((item) => item[ref.item]);
      return trigger.purchase?.[ref.name];
    case 'member':
      if ('customKey' in ref) return member.custom_data[ref.customKey];
      return member[ref.name] ?? undefined;
    case 'time':
      return time[ref.name];
  }
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
/** A value as a number where it is one or is written as one (custom_data holds text). */
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : undefined;

/** A value's place in an order like the rule value's: numbers by number, dates and instants by time. */
function comparable(seen: unknown, like: unknown): number | undefined {
  if (typeof like === 'number') return asNumber(seen);
  if (typeof seen === 'number') return seen * 1000; // member.date_created: Unix seconds
  if (isDate(seen) || isInstant(seen)) return orderOf(seen);
  return undefined;
}

const same = (seen: unknown, value: unknown): boolean => {
  if (typeof value === 'number') return asNumber(seen) === value;
  if (isInstant(value)) return comparable(seen, value) === orderOf(value);
  return seen === value;
};

/** Whether one value (one item's, for item fields) satisfies the condition. Absent values satisfy only `exists: false`. */
function holdsFor(seen: unknown, { op, value }: Condition): boolean {
  if (op === 'exists') return (seen !== undefined && seen !== null) === (value ?? true);
  if (seen === undefined || seen === null) return false;
  switch (op) {
    case 'eq':
      return same(seen, value);
    case 'ne':
      return !same(seen, value);
    case 'in':
      return (value as unknown[]).some((one) => same(seen, one));
    case 'not_in':
      return !(value as unknown[]).some((one) => same(seen, one));
    case 'contains':
      return Array.isArray(seen) ? seen.includes(value) : typeof seen === 'string' && seen.includes(value as string);
    case 'starts_with':
      return typeof seen === 'string' && seen.startsWith(value as string);
    case 'between': {
      const [low, high] = value as [unknown, unknown];
      const at = comparable(seen, low);
      return at !== undefined && at >= orderOf(low) && at <= orderOf(high);
    }
    default: {
      const at = comparable(seen, value);
      if (at === undefined) return false;
      const bound = orderOf(value);
      return op === 'gt' ? at > bound : op === 'gte' ? at >= bound : op === 'lt' ? at < bound : at <= bound;
    }
  }
}

const OP_WORDS: Record<Condition['op'], string> = {
  eq: '=',
  ne: '!=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  in: 'in',
  not_in: 'not in',
  between: 'between',
  contains: 'contains',
  starts_with: 'starts with',
  exists: 'exists',
};
const MONEY = new Set(['purchase.total', 'purchase.items[].amount']);

function shown(value: unknown, field: string): string {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) return `[${value.map((one) => shown(one, field)).join(', ')}]`;
  if (typeof value === 'number' && MONEY.has(field)) return value.toFixed(2);
  return String(value);
}

/** A failed condition in words: `purchase.total 42.10 < 50`. */
export function describeFailure({ field, op, value }: Condition, seen: unknown): string {
  if (op === 'exists') return `${field} ${shown(seen, field)} ${value === false ? 'does not exist' : 'exists'}`;
  const rule = op === 'between' ? `${shown((value as unknown[])[0], field)} and ${shown((value as unknown[])[1], field)}` : shown(value, field);
  return `${field} ${shown(seen, field)} ${OP_WORDS[op]} ${rule}`;
}

/** The outcome of a group: whether it holds, what it read, and its first failing condition. */
export interface GroupOutcome {
  holds: boolean;
  saw: Record<string, unknown>;
  failure?: string;
}

/**
 * Evaluates a group left to right, stopping where its answer is known (the first false of an
 * `all`, the first true of an `any`). An item field holds when any item satisfies it. The
 * failure reported is the first failing condition met: for an `all` the one that made it
 * false, for an `any` (all of whose items failed) its first item's.
 */
export function evaluateGroup(group: ConditionGroup, facts: Facts, saw: Record<string, unknown> = {}): GroupOutcome {
  const isAll = 'all' in group;
  let firstFailure: string | undefined;
  for (const node of isAll ? group.all : group.any) {
    let holds: boolean;
    let failure: string | undefined;
    if ('field' in node) {
      const parsed = parseField(node.field);
      const seen = parsed ? readField(parsed.ref, facts) : undefined;
      saw[node.field] = seen ?? null;
      const isItems = parsed !== undefined && 'item' in parsed.ref;
      holds = isItems ? Array.isArray(seen) && seen.some((one) => holdsFor(one, node)) : holdsFor(seen, node);
      if (!holds) failure = describeFailure(node, seen);
    } else {
      ({ holds, failure } = evaluateGroup(node, facts, saw));
    }
    if (!holds) firstFailure ??= failure;
    if (isAll && !holds) return { holds: false, saw, failure: firstFailure };
    if (!isAll && holds) return { holds: true, saw };
  }
  return isAll ? { holds: true, saw } : { holds: false, saw, failure: firstFailure };
}

/** A member as rules read it; its level is the caller's to name (tiers are the points feature's). */
export function memberFactsOf(
  member: { custom_data?: unknown; total_points: number; date_created: number; date_of_birth?: unknown },
  tierId: string | null,
): MemberFacts {
  const birth = typeof member.date_of_birth === 'number' ? new Date(member.date_of_birth * 1000).getUTCMonth() + 1 : null;
  const custom = typeof member.custom_data === 'object' && member.custom_data !== null ? (member.custom_data as Record<string, unknown>) : {};
  return { tier_id: tierId, custom_data: custom, lifetime_points: member.total_points, date_created: member.date_created, birthday_month: birth };
}

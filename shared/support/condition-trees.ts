import * as z from 'zod';
import { tableNumberProblem } from './table-numbers.js';

/**
 * The condition language rules and segments share: `{all: [...]}` or `{any: [...]}` of
 * conditions `{field, op, value?}` and nested groups, over a field language of the caller's
 * (what each field holds). Checked by hand rather than by a recursive zod union, so a refusal
 * names the place and the actual fault (too deep, too many, a value the op cannot take) instead
 * of "no union member matched", and a body nested without end is refused before it is walked.
 * Evaluated by the same ops for every caller. Pure.
 */

/** What a field holds, which decides the values its conditions may compare it with. */
export type FieldKind = 'number' | 'text' | 'date' | 'instant' | 'any';

/** The fields a caller's conditions may name: each one's kind, and in words for refusals. */
export interface FieldLanguage {
  kindOf(field: string): { kind: FieldKind } | undefined;
  /** The fields in words: "purchase.total, member.custom_data.<key>". */
  grammar: string;
  /** Who reads them, for refusals: "rules". */
  readers: string;
}

/** What an evaluation reads: a field's value (`many`: a list, any of whose values may hold), and the fields shown as money. */
export interface FieldReader {
  value(field: string): { seen: unknown; many: boolean };
  money?: ReadonlySet<string>;
}

export const OPS = ['eq', 'ne', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'between', 'contains', 'exists', 'starts_with'] as const;
export type Op = (typeof OPS)[number];

/** Groups nest at most this deep (the outer group is level 1). */
export const MAX_DEPTH = 5;
/** Conditions in all, at every level together. */
export const MAX_CONDITIONS = 50;
/** Items of an in / not_in list. */
export const MAX_LIST = 100;
const MAX_TEXT = 500;

export type Scalar = string | number | boolean;
export interface Condition {
  field: string;
  op: Op;
  value?: Scalar | Scalar[];
}
export type ConditionGroup = { all: ConditionNode[] } | { any: ConditionNode[] };
export type ConditionNode = Condition | ConditionGroup;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const instantSchema = z.iso.datetime({ offset: true });
/** An ISO 8601 instant with its zone (Z or an offset). */
export const isInstant = (value: unknown): value is string => typeof value === 'string' && instantSchema.safeParse(value).success;
// A number the table can store: a condition's value is written with the rule.
const isNumber = (value: unknown): value is number => typeof value === 'number' && tableNumberProblem(value) === undefined;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

interface ValueRule {
  test: (value: unknown) => boolean;
  /** What the op takes, in words: "a number". */
  noun: string;
  plural: string;
}

const number: ValueRule = { test: isNumber, noun: 'a number', plural: 'numbers' };
const text: ValueRule = { test: isText, noun: 'text', plural: 'texts' };
const date: ValueRule = { test: isDate, noun: 'a date (YYYY-MM-DD)', plural: 'dates (YYYY-MM-DD)' };
const instant: ValueRule = {
  test: (v) => isNumber(v) || isInstant(v),
  noun: 'Unix seconds or an ISO 8601 instant',
  plural: 'Unix seconds or ISO 8601 instants',
};
const orderable: ValueRule = { test: (v) => isNumber(v) || isDate(v) || isInstant(v), noun: 'a number or a date', plural: 'numbers or dates' };
const scalar: ValueRule = {
  test: (v) => isText(v) || isNumber(v) || typeof v === 'boolean',
  noun: 'text, a number or true/false',
  plural: 'texts, numbers or booleans',
};

const ORDERED: Record<FieldKind, ValueRule | undefined> = { number, date, instant, any: orderable, text: undefined };
const EQUAL: Record<FieldKind, ValueRule> = { number, date, instant, any: scalar, text };

/** Where a comparison sorts a value: dates and instants as epoch milliseconds, numbers as themselves. */
export const orderOf = (value: unknown): number => (typeof value === 'number' ? value : Date.parse(isDate(value) ? `${value}T00:00:00Z` : String(value)));

/** What is wrong with a condition's op and value for its field; undefined when nothing is. */
function valueProblem(op: Op, kind: FieldKind, field: string, value: unknown): string | undefined {
  switch (op) {
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const rule = ORDERED[kind];
      if (!rule) return `${op} does not apply to ${field}, which holds text`;
      return rule.test(value) ? undefined : `${op} takes ${rule.noun}`;
    }
    case 'between': {
      const rule = ORDERED[kind];
      if (!rule) return `between does not apply to ${field}, which holds text`;
      const ok = Array.isArray(value) && value.length === 2 && value.every(rule.test) && typeof value[0] === typeof value[1];
      if (!ok) return `between takes two ${rule.plural} of one kind, [low, high]`;
      return orderOf(value[0]) <= orderOf(value[1]) ? undefined : 'between takes its low end first';
    }
    case 'eq':
    case 'ne':
      return EQUAL[kind].test(value) ? undefined : `${op} takes ${EQUAL[kind].noun}`;
    case 'in':
    case 'not_in': {
      const rule = EQUAL[kind];
      const ok = Array.isArray(value) && value.length >= 1 && value.length <= MAX_LIST && value.every(rule.test);
      return ok ? undefined : `${op} takes a list of 1 to ${MAX_LIST} ${rule.plural}`;
    }
    case 'contains':
    case 'starts_with':
      if (kind !== 'text' && kind !== 'any') return `${op} applies to text; ${field} holds ${kind === 'number' ? 'a number' : 'a date'}`;
      return isText(value) && value.length > 0 ? undefined : `${op} takes text`;
    case 'exists':
      return value === undefined || typeof value === 'boolean' ? undefined : 'exists takes no value, or true or false';
  }
}

const ConditionShape = z.strictObject({
  field: z.string().min(1).max(200),
  op: z.enum(OPS, { error: `must be one of ${OPS.join(', ')}` }),
  value: z.unknown().optional(),
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Path = (string | number)[];
interface Walk {
  count: number;
  issue: (path: Path, message: string) => void;
}

function checkCondition(node: Record<string, unknown>, path: Path, walk: Walk, fields: FieldLanguage): void {
  const shape = ConditionShape.safeParse(node);
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: ` : '';
      walk.issue([...path, ...(issue.path as Path)], `${keys}${issue.code === 'unrecognized_keys' ? 'not a field of a condition' : issue.message}`);
    }
    return;
  }
  const { field, op, value } = shape.data;
  const parsed = fields.kindOf(field);
  const problem = parsed ? valueProblem(op, parsed.kind, field, value) : `${field} is not a field ${fields.readers} read; they read ${fields.grammar}`;
  if (problem) walk.issue([...path, parsed ? 'op' : 'field'], problem);
}

function checkGroup(node: unknown, path: Path, depth: number, walk: Walk, fields: FieldLanguage): void {
  const keys = isObject(node) ? Object.keys(node) : [];
  const key = keys[0];
  if (!isObject(node) || keys.length !== 1 || (key !== 'all' && key !== 'any')) {
    const group = 'a group holding one list, {all: [...]} or {any: [...]}';
    walk.issue(path, depth === 1 ? `must be ${group}` : `must be a condition {field, op, value} or ${group}`);
    return;
  }
  if (depth > MAX_DEPTH) {
    walk.issue(path, `groups nest at most ${MAX_DEPTH} deep`);
    return;
  }
  const items = node[key];
  if (!Array.isArray(items) || items.length === 0) {
    walk.issue([...path, key], 'must be a non-empty list of conditions and groups');
    return;
  }
  items.forEach((item, index) => {
    const at = [...path, key, index];
    if (isObject(item) && 'field' in item) {
      walk.count += 1;
      if (walk.count <= MAX_CONDITIONS) checkCondition(item, at, walk, fields);
    } else checkGroup(item, at, depth + 1, walk, fields);
  });
}

/**
 * Conditions over a field language: the tree is walked once, depth first, never past MAX_DEPTH,
 * and every fault is reported at its place (`conditions.all.3.op: gt takes a number`).
 */
export const conditionsSchema = (fields: FieldLanguage) =>
  z
    .unknown()
    .superRefine((tree, context) => {
      // Fatal, so nothing after (a body's own checks) reads a tree that is not one.
      const walk: Walk = { count: 0, issue: (path, message) => context.addIssue({ code: 'custom', path, message, continue: false }) };
      checkGroup(tree, [], 1, walk, fields);
      if (walk.count > MAX_CONDITIONS) walk.issue([], `holds at most ${MAX_CONDITIONS} conditions in all, not ${walk.count}`);
    })
    .transform((tree) => tree as ConditionGroup);

/** Every condition of a group, depth first. */
export function* conditionsOf(group: ConditionGroup, path: Path = []): Generator<{ condition: Condition; path: Path }> {
  const [key, items] = 'all' in group ? ['all', group.all] : ['any', group.any];
  for (const [index, item] of items.entries()) {
    if ('field' in item) yield { condition: item, path: [...path, key, index] };
    else yield* conditionsOf(item, [...path, key, index]);
  }
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
/** A value as a number where it is one or is written as one (custom_data holds text). */
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : undefined;

/** A value's place in an order like the rule value's: numbers by number, dates and instants by time. */
function comparable(seen: unknown, like: unknown): number | undefined {
  if (typeof like === 'number') return asNumber(seen);
  if (typeof seen === 'number') return seen * 1000; // an instant field holds Unix seconds
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
function shown(value: unknown, field: string, money: ReadonlySet<string>): string {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) return `[${value.map((one) => shown(one, field, money)).join(', ')}]`;
  if (typeof value === 'number' && money.has(field)) return value.toFixed(2);
  return String(value);
}

/** A failed condition in words: `purchase.total 42.10 < 50` (fields in `money` shown with two decimals). */
export function describeFailure({ field, op, value }: Condition, seen: unknown, money: ReadonlySet<string> = new Set()): string {
  if (op === 'exists') return `${field} ${shown(seen, field, money)} ${value === false ? 'does not exist' : 'exists'}`;
  const rule =
    op === 'between' ? `${shown((value as unknown[])[0], field, money)} and ${shown((value as unknown[])[1], field, money)}` : shown(value, field, money);
  return `${field} ${shown(seen, field, money)} ${OP_WORDS[op]} ${rule}`;
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
export function evaluateConditions(group: ConditionGroup, read: FieldReader, saw: Record<string, unknown> = {}): GroupOutcome {
  const isAll = 'all' in group;
  let firstFailure: string | undefined;
  for (const node of isAll ? group.all : group.any) {
    let holds: boolean;
    let failure: string | undefined;
    if ('field' in node) {
      const { seen, many } = read.value(node.field);
      saw[node.field] = seen ?? null;
      holds = many ? Array.isArray(seen) && seen.some((one) => holdsFor(one, node)) : holdsFor(seen, node);
      if (!holds) failure = describeFailure(node, seen, read.money);
    } else {
      ({ holds, failure } = evaluateConditions(node, read, saw));
    }
    if (!holds) firstFailure ??= failure;
    if (isAll && !holds) return { holds: false, saw, failure: firstFailure };
    if (!isAll && holds) return { holds: true, saw };
  }
  return isAll ? { holds: true, saw } : { holds: false, saw, failure: firstFailure };
}

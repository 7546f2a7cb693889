/**
 * Conditions as a form edits them, for an earning rule's conditions and a dynamic segment's filter
 * alike: rows of field, test and value (each as typed) under the top group's all/any, and groups of
 * rows one level down; the tree the API takes and answers (`{all|any: [{field, op, value}]}`); the
 * fields a form offers, each with what it holds; what a typed value must look like; and the
 * conditions in words. Conditions nested deeper than the form shows are kept as they were and sent
 * back unchanged. Pure: no I/O, no React.
 */

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

export type AttributeType = 'string' | 'number' | 'boolean' | 'date';

/** A value a form offers in a select, and its words. */
export interface Choice {
  value: string;
  label: string;
}

/** A field a condition may read, with what it holds (which decides how a typed value is read and the tests offered). */
export interface FieldChoice {
  /** The field; for a field named by a key, the part before the key ("member.custom_data."). */
  field: string;
  label: string;
  holds: 'number' | 'text' | 'date' | 'instant' | AttributeType | 'any';
  /** A field named by a key after `field`: typed (matching `pattern`, said in `words`), or chosen from `choices`. */
  key?: { label: string; pattern?: string; words?: string; choices?: readonly Choice[] };
  /** The values an "is" or "is not" chooses from (levels, months, yes and no); other tests type theirs. */
  values?: readonly Choice[];
  /** What a single typed value looks like. */
  hint?: string;
}

/** The prefix of a member's custom data fields: the key is typed after it. */
export const CUSTOM_DATA = 'member.custom_data.';
/** A custom data key as the API takes it, and in words. */
export const CUSTOM_KEY = { pattern: '[A-Za-z0-9_\\-]{1,100}', words: 'must be letters, digits, _ or -' };

export const YES_NO: readonly Choice[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The choice a field is read by: its own, else the keyed field it starts with. */
export const choiceOf = (fields: readonly FieldChoice[], field: string): FieldChoice | undefined =>
  fields.find((choice) => !choice.key && choice.field === field) ?? fields.find((choice) => choice.key && field.startsWith(choice.field));

/** What a field holds by the choices offered; a field none offers (one no longer listed) holds `fallback`. */
export const holdsIn =
  (fields: readonly FieldChoice[], fallback: (field: string) => FieldChoice['holds'] = () => 'text') =>
  (field: string): FieldChoice['holds'] =>
    choiceOf(fields, field)?.holds ?? fallback(field);

const ORDERED_OPS: readonly Op[] = ['gt', 'gte', 'lt', 'lte', 'between'];
const TEXT_OPS: readonly Op[] = ['contains', 'starts_with'];

/** The tests a field may take, as the API allows them: no ordering of text, no text search of numbers or dates, yes or no for a yes/no field. */
export function opsFor(holds: FieldChoice['holds']): readonly Op[] {
  if (holds === 'boolean') return ['eq', 'ne', 'exists'];
  if (holds === 'text' || holds === 'string') return OPS.filter((op) => !ORDERED_OPS.includes(op));
  if (holds === 'number' || holds === 'date' || holds === 'instant') return OPS.filter((op) => !TEXT_OPS.includes(op));
  return OPS;
}

const NUMBER = '-?\\d+(\\.\\d+)?';
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const INSTANT = `${DATE}(T[0-9:.]+(Z|[+\\-]\\d{2}:\\d{2}))?|\\d{1,12}`;
const UNITS: Partial<Record<FieldChoice['holds'], { pattern: string; one: string; many: string }>> = {
  number: { pattern: NUMBER, one: 'a number, like 100', many: 'numbers' },
  date: { pattern: DATE, one: 'a date, like 2026-01-31', many: 'dates' },
  instant: { pattern: INSTANT, one: 'a date, like 2026-01-31', many: 'dates' },
};

/**
 * What a typed value must look like for a field and test, as an input's pattern and its words ("must
 * be a number, like 100"), so the form says so before anything is sent; undefined when any text goes.
 */
export function valueCheck(holds: FieldChoice['holds'], op: Op): { pattern: string; words: string } | undefined {
  const unit = UNITS[holds];
  if (!unit || op === 'exists' || TEXT_OPS.includes(op)) return undefined;
  const one = `\\s*(${unit.pattern})\\s*`;
  if (op === 'between') return { pattern: `${one},${one}`, words: `must be two ${unit.many} separated by a comma, the lower first` };
  if (op === 'in' || op === 'not_in') return { pattern: `${one}(,${one})*,?\\s*`, words: `must be ${unit.many} separated by commas` };
  return { pattern: one, words: `must be ${unit.one}` };
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

/** The form's conditions: the top group's all/any and its items, or `kept`, conditions nested too deep to show (the items are then empty). */
export interface ConditionsDraft {
  mode: 'all' | 'any';
  conditions: ConditionItem[];
  kept?: unknown;
}

let nextKey = 1;
/** A key for a new row, unique in the page's life. */
export const rowKey = (): number => nextKey++;

export const emptyCondition = (field = ''): ConditionRow => ({ key: rowKey(), field, op: 'eq', value: '' });

type Scalar = string | number | boolean;
export type Condition = { field: string; op: Op; value?: unknown };
export type ConditionNode = Condition | { all: ConditionNode[] } | { any: ConditionNode[] };

const text = (value: unknown): string => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value));
const groupOf = (node: ConditionNode): { mode: 'all' | 'any'; items: ConditionNode[] } | undefined =>
  'all' in node ? { mode: 'all', items: node.all } : 'any' in node ? { mode: 'any', items: node.any } : undefined;
const rowOf = (node: ConditionNode): ConditionRow | undefined =>
  'field' in node
    ? { key: rowKey(), field: node.field, op: node.op, value: node.op === 'exists' && node.value === undefined ? '' : text(node.value) }
    : undefined;

/** The form's state for stored conditions (none: an empty "all"). */
export function conditionsDraftOf(tree: unknown): ConditionsDraft {
  const top = tree && typeof tree === 'object' ? groupOf(tree as ConditionNode) : undefined;
  if (!top) return { mode: 'all', conditions: [] };
  const items: ConditionItem[] = [];
  for (const node of top.items) {
    const row = rowOf(node);
    const group = groupOf(node);
    const rows = group?.items.map(rowOf);
    if (row) items.push(row);
    else if (group && rows?.every((each) => each !== undefined)) items.push({ key: rowKey(), mode: group.mode, rows: rows as ConditionRow[] });
    else return { mode: top.mode, conditions: [], kept: tree };
  }
  return { mode: top.mode, conditions: items };
}

/** A typed value as the field holds it: a number for a number field, true/false for a yes/no one, a date as its midnight UTC for an instant; text otherwise. */
export function scalarOf(typed: string, holds: FieldChoice['holds']): Scalar {
  const value = typed.trim();
  const numeric = value !== '' && Number.isFinite(Number(value));
  if (holds === 'number') return numeric ? Number(value) : value;
  if (holds === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (holds === 'instant') return numeric ? Number(value) : new RegExp(`^${DATE}$`).test(value) ? `${value}T00:00:00Z` : value;
  if (holds === 'any') return value === 'true' ? true : value === 'false' ? false : numeric ? Number(value) : value;
  return value;
}

/** A row's condition; `holds` says what its field holds. */
export function conditionOf(row: ConditionRow, holds: (field: string) => FieldChoice['holds']): Condition {
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

/** The tree the draft describes: what was kept, else its items under its all/any; undefined without any. */
export function conditionsBodyOf(draft: ConditionsDraft, holds: (field: string) => FieldChoice['holds']): unknown {
  if (draft.kept !== undefined) return draft.kept;
  const items = draft.conditions.map((item) => (isGroup(item) ? { [item.mode]: item.rows.map((row) => conditionOf(row, holds)) } : conditionOf(item, holds)));
  return items.length > 0 ? { [draft.mode]: items } : undefined;
}

/** How conditions name their fields and values in words; by default as the API spells them. */
export interface ConditionNames {
  field: (field: string) => string;
  value: (field: string, value: unknown) => string;
  /** Whether the field holds yes or no: "is true" then reads as the field alone, "is false" as "not" and the field. */
  yesNo?: (field: string) => boolean;
}

const RAW_NAMES: ConditionNames = { field: (field) => field, value: (_field, value) => String(value) };

/** Names from the fields a form offers: their labels ("Points to spend", "In segment Staff") and their values' words ("March"). */
export function namesFrom(fields: readonly FieldChoice[]): ConditionNames {
  return {
    field: (field) => {
      const choice = choiceOf(fields, field);
      if (!choice) return field;
      if (!choice.key) return choice.label;
      const key = field.slice(choice.field.length);
      return `${choice.label.replace(/\s*…$/, '')} ${choice.key.choices?.find((each) => each.value === key)?.label ?? key}`;
    },
    value: (field, value) => choiceOf(fields, field)?.values?.find((each) => each.value === String(value))?.label ?? String(value),
    yesNo: (field) => choiceOf(fields, field)?.holds === 'boolean',
  };
}

const lowerFirst = (words: string): string => words.charAt(0).toLowerCase() + words.slice(1);

/** A condition in words: "purchase.total is at least 50", with `names` "Points to spend is at least 100" or "Not in segment Staff". */
export function conditionWords(condition: Condition, names: ConditionNames = RAW_NAMES): string {
  const field = names.field(condition.field);
  const value = (each: unknown) => names.value(condition.field, each);
  if (names.yesNo?.(condition.field) && (condition.op === 'eq' || condition.op === 'ne') && typeof condition.value === 'boolean')
    return condition.value === (condition.op === 'eq') ? field : `not ${lowerFirst(field)}`;
  if (condition.op === 'between' && Array.isArray(condition.value)) return `${field} is between ${value(condition.value[0])} and ${value(condition.value[1])}`;
  if (condition.op === 'exists') return condition.value === false ? `${field} is absent` : `${field} is present`;
  const shown = Array.isArray(condition.value) ? condition.value.map(value).join(', ') : condition.value === undefined ? '' : value(condition.value);
  return `${field} ${OP_WORDS[condition.op] ?? condition.op} ${shown}`;
}

/** Conditions in words: "every one of: a; b" or "at least one of: a; (every one of: c; d)"; "none" without any. */
export function conditionsWords(conditions: unknown, names: ConditionNames = RAW_NAMES): string {
  if (!conditions || typeof conditions !== 'object') return 'none';
  const node = conditions as ConditionNode;
  if ('field' in node) return conditionWords(node, names);
  const [lead, items] = 'all' in node ? ['every one of', node.all] : ['at least one of', node.any];
  const inner = items.map((item) => ('field' in item ? conditionWords(item, names) : `(${conditionsWords(item, names)})`));
  return inner.length === 1 ? (inner[0] ?? '') : `${lead}: ${inner.join('; ')}`;
}

import {
  type Choice,
  type ConditionsDraft,
  CUSTOM_DATA,
  CUSTOM_KEY,
  conditionsBodyOf,
  conditionsWords,
  emptyCondition,
  type FieldChoice,
  choiceOf,
  type ConditionRow,
  holdsIn,
  isGroup,
  namesFrom,
  valueCheck,
  YES_NO,
} from './condition-draft.js';

/**
 * A dynamic segment's filter as the segment form edits it: the fields a filter reads, in plain
 * words ("Points to spend", "In segment …" with the program's static segments in use to choose
 * from), the filter the form sends, and the filter in words. The rows, their checks and their
 * reading are the conditions' own (condition-draft.ts), shared with the rule builder. Pure.
 */

/** The prefix of a static segment's field: `in_segment.<segment id>`, true or false. */
export const IN_SEGMENT = 'in_segment.';

const MONTHS: readonly Choice[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1), label }));

/** What a filter's fields offer: the program's levels (Tiers V2), its static segments in use and its event types. */
export interface FilterChoices {
  tiers: readonly { id: string; title: string }[];
  segments: readonly { segment_id: string; name: string }[];
  eventTypes?: readonly { name: string; title: string }[];
}

/** The fields a segment filter reads, as the form offers them. */
export function segmentFields({ tiers, segments, eventTypes = [] }: FilterChoices): FieldChoice[] {
  const level: FieldChoice =
    tiers.length > 0
      ? { field: 'member.tier_id', label: 'Level', holds: 'text', values: tiers.map((tier) => ({ value: tier.id, label: tier.title })) }
      : { field: 'member.tier_id', label: 'Level', holds: 'text', hint: "The level's id, like gold" };
  return [
    level,
    { field: 'member.lifetime_points', label: 'Lifetime points', holds: 'number' },
    { field: 'member.redeemable_points', label: 'Points to spend', holds: 'number' },
    { field: 'member.date_created', label: 'Joined', holds: 'instant', hint: 'A date, like 2026-01-31 (from midnight UTC)' },
    { field: 'member.birthday_month', label: 'Birthday month', holds: 'number', values: MONTHS },
    { field: 'member.postal_code', label: 'Postal code', holds: 'text' },
    { field: 'member.country', label: 'Country', holds: 'text' },
    { field: 'member.city', label: 'City', holds: 'text' },
    { field: 'member.is_active', label: 'Active', holds: 'boolean', values: YES_NO },
    { field: 'member.days_since_last_activity', label: 'Days since last earning', holds: 'number' },
    { field: 'member.last_activity_at', label: 'Last earned', holds: 'instant', hint: 'A date, like 2026-01-31 (from midnight UTC)' },
    { field: 'purchases.count_90d', label: 'Purchases in the last 90 days', holds: 'number' },
    { field: 'purchases.total_90d', label: 'Spent in the last 90 days', holds: 'number' },
    ...eventTypes.map((type): FieldChoice => ({ field: `events.${type.name}.count_30d`, label: `${type.title} events in the last 30 days`, holds: 'number' })),
    { field: CUSTOM_DATA, label: 'Custom attribute …', holds: 'any', key: { label: 'custom attribute', ...CUSTOM_KEY } },
    ...(segments.length > 0
      ? [
          {
            field: IN_SEGMENT,
            label: 'In segment …',
            holds: 'boolean',
            values: YES_NO,
            key: { label: 'segment', choices: segments.map((segment) => ({ value: segment.segment_id, label: segment.name })) },
          } satisfies FieldChoice,
        ]
      : []),
  ];
}

/** A new dynamic segment's conditions: one row to fill in. */
export const newFilterDraft = (): ConditionsDraft => ({ mode: 'all', conditions: [emptyCondition()] });

/** The filter the draft describes, undefined without a condition; a field the form no longer offers (an archived segment's) keeps its value's own kind. */
export const filterOf = (draft: ConditionsDraft, fields: readonly FieldChoice[]): unknown =>
  conditionsBodyOf(
    draft,
    holdsIn(fields, () => 'any'),
  );

/** Whether typed text passes a control's pattern as the browser reads one: the whole text, nothing around it. */
const passes = (typed: string, pattern: string | undefined): boolean => pattern === undefined || new RegExp(`^(?:${pattern})$`, 'u').test(typed);

/** Whether a row is whole: a field (and its key), and a value that passes the checks its control runs before saving. */
function rowReady(row: ConditionRow, fields: readonly FieldChoice[]): boolean {
  if (row.field === '') return false;
  const choice = choiceOf(fields, row.field);
  if (choice?.key) {
    const key = row.field.slice(choice.field.length);
    if (key === '' || !passes(key, choice.key.pattern)) return false;
  }
  if (row.op === 'exists') return true;
  if (row.value.trim() === '') return false;
  // A value chosen from a list needs no pattern; a typed one passes its field's.
  const listed = choice?.values && (row.op === 'eq' || row.op === 'ne');
  return listed || passes(row.value, valueCheck(choice?.holds ?? 'any', row.op)?.pattern);
}

/**
 * The filter the draft describes once it is whole: every row with its field and a value that passes
 * the form's own checks, no group empty (conditions kept as stored are whole). Undefined while any
 * is missing or mistyped, or without a condition: what the form could not save yet, it does not count.
 */
export function readyFilterOf(draft: ConditionsDraft, fields: readonly FieldChoice[]): unknown {
  if (draft.kept === undefined) {
    const rows = draft.conditions.flatMap((item) => (isGroup(item) ? (item.rows.length > 0 ? item.rows : [undefined]) : [item]));
    if (!rows.every((row) => row !== undefined && rowReady(row, fields))) return undefined;
  }
  return filterOf(draft, fields);
}

/** A filter in words: "Points to spend is at least 100", "every one of: Level is Gold; not in segment Staff". */
export const filterWords = (filter: unknown, fields: readonly FieldChoice[]): string => conditionsWords(filter, namesFrom(fields));

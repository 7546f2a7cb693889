import { ApiProblem } from '../api/problem.js';
import {
  type Choice,
  choiceOf,
  type ConditionItem,
  type ConditionRow,
  type ConditionsDraft,
  emptyCondition,
  type FieldChoice,
  type GroupRow,
  isGroup,
  OP_WORDS,
  opsFor,
  rowKey,
  valueCheck,
} from './condition-draft.js';
import { Field } from './forms.js';

/**
 * Conditions in a form, over the fields it is given: an earning rule's conditions, a dynamic
 * segment's filter. Rows of field, test and value under the top group's "all" or "any", and groups
 * of rows one level down. A field named by a key (a custom attribute, a segment) adds a control
 * for its key; a field with a short list of values (yes or no, a level, a month) chooses one. Each
 * control is named by its place under `name`, so the API's refusal (`filter.all.1.any.0.op: ...`)
 * shows beside the control it names, and carries the checks the form runs before sending anything.
 */

const MODE_WORDS = { all: 'Every condition holds', any: 'At least one condition holds' } as const;

const VALUE_HINTS: Partial<Record<ConditionRow['op'], string>> = {
  in: 'Values separated by commas',
  not_in: 'Values separated by commas',
  between: 'Low and high, separated by a comma',
};

/** What the editor says around the conditions: its legend, the top group's question, and what no condition means. */
export interface ConditionsWords {
  legend: string;
  /** "The rule applies when". */
  holdsWhen: string;
  /** "None: every trigger of this kind counts." */
  none: string;
  /** What happens to conditions nested too deep to show: "kept as they are when the rule is saved". */
  kept: string;
}

/** The list with the entry keyed `key` replaced by `next`. */
const replacedIn = <T extends { key: number }>(list: readonly T[], key: number, next: T): T[] => list.map((each) => (each.key === key ? next : each));

/** The list without the entry keyed `key`. */
const removedFrom = <T extends { key: number }>(list: readonly T[], key: number): T[] => list.filter((each) => each.key !== key);

/** The choice of a group's "all" or "any", in words. */
function ModeSelect({
  label,
  name,
  error,
  mode,
  onChange,
}: {
  label: string;
  name: string;
  error: unknown;
  mode: 'all' | 'any';
  onChange: (mode: 'all' | 'any') => void;
}) {
  return (
    <Field label={label} name={name} error={error}>
      <select value={mode} onChange={(event) => onChange(event.target.value as 'all' | 'any')}>
        <option value="all">{MODE_WORDS.all}</option>
        <option value="any">{MODE_WORDS.any}</option>
      </select>
    </Field>
  );
}

function ChoiceOptions({ choices, current }: { choices: readonly Choice[]; current: string }) {
  return (
    <>
      {current !== '' && !choices.some((choice) => choice.value === current) && <option value={current}>{current}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/** The row for another field: its test kept where the field takes it, its value kept where it still fits. */
function withField(row: ConditionRow, field: string, fields: readonly FieldChoice[]): ConditionRow {
  const next = choiceOf(fields, field);
  const op = opsFor(next?.holds ?? 'any').includes(row.op) ? row.op : 'eq';
  const fits = !next?.values || next.values.some((choice) => choice.value === row.value);
  return { ...row, field, op, value: fits ? row.value : next.holds === 'boolean' ? 'true' : '' };
}

/** What a row or a group is given: its label, its place under the editor's name, the fields it offers, whether values are checked, where its changes go. */
interface ItemProps<T> {
  label: string;
  path: string;
  fields: readonly FieldChoice[];
  checkValues: boolean;
  error: unknown;
  onChange: (next: T) => void;
  onRemove: () => void;
}

function ConditionRowEditor({ row, label, path, fields, checkValues, error, onChange, onRemove }: ItemProps<ConditionRow> & { row: ConditionRow }) {
  const choice = choiceOf(fields, row.field);
  const keyed = choice?.key ? choice : undefined;
  const chosen = keyed ? keyed.field : row.field;
  const key = keyed ? row.field.slice(keyed.field.length) : '';
  const holds = choice?.holds ?? 'any';
  const check = checkValues ? valueCheck(holds, row.op) : undefined;
  const listed = choice?.values && (row.op === 'eq' || row.op === 'ne') ? choice.values : undefined;
  return (
    <div className="grid condition-row">
      <Field label={`${label} field`} name={`${path}.field`} error={error}>
        <select value={chosen} onChange={(event) => onChange(withField(row, event.target.value, fields))} required>
          <option value="">Choose a field</option>
          {!choice && chosen !== '' && <option value={chosen}>{chosen}</option>}
          {fields.map((each) => (
            <option key={each.field} value={each.field}>
              {each.label}
            </option>
          ))}
        </select>
      </Field>
      {keyed?.key?.choices ? (
        <Field label={`${label} ${keyed.key.label}`} name={`${path}.field`} error={undefined}>
          <select value={key} onChange={(event) => onChange({ ...row, field: `${keyed.field}${event.target.value}` })} required>
            <option value="">Choose a {keyed.key.label}</option>
            <ChoiceOptions choices={keyed.key.choices} current={key} />
          </select>
        </Field>
      ) : (
        keyed?.key && (
          <Field label={`${label} ${keyed.key.label}`} name={`${path}.field`} error={undefined}>
            <input
              value={key}
              onChange={(event) => onChange({ ...row, field: `${keyed.field}${event.target.value}` })}
              required
              pattern={keyed.key.pattern}
              title={keyed.key.words}
              autoComplete="off"
            />
          </Field>
        )
      )}
      <Field label={`${label} test`} name={`${path}.op`} error={error}>
        <select value={row.op} onChange={(event) => onChange({ ...row, op: event.target.value as ConditionRow['op'] })}>
          {opsFor(holds).map((op) => (
            <option key={op} value={op}>
              {OP_WORDS[op]}
            </option>
          ))}
        </select>
      </Field>
      {row.op !== 'exists' &&
        (listed ? (
          <Field label={`${label} value`} name={`${path}.value`} error={error}>
            <select value={row.value} onChange={(event) => onChange({ ...row, value: event.target.value })} required>
              <option value="">Choose a value</option>
              <ChoiceOptions choices={listed} current={row.value} />
            </select>
          </Field>
        ) : (
          <Field label={`${label} value`} name={`${path}.value`} error={error} hint={VALUE_HINTS[row.op] ?? choice?.hint}>
            <input
              value={row.value}
              onChange={(event) => onChange({ ...row, value: event.target.value })}
              required
              pattern={check?.pattern}
              title={check?.words}
              autoComplete="off"
            />
          </Field>
        ))}
      <button type="button" className="secondary" onClick={onRemove}>
        Remove {label.toLowerCase()}
      </button>
    </div>
  );
}

function GroupEditor({ group, label, path, onChange, onRemove, ...given }: ItemProps<GroupRow> & { group: GroupRow }) {
  const rows = group.rows;
  return (
    <fieldset className="condition-group">
      <legend>{label}</legend>
      <ModeSelect
        label={`In ${label.toLowerCase()}`}
        name={`${path}.${group.mode}`}
        error={undefined}
        mode={group.mode}
        onChange={(mode) => onChange({ ...group, mode })}
      />
      {rows.map((row, index) => (
        <ConditionRowEditor
          key={row.key}
          row={row}
          label={`${label} condition ${index + 1}`}
          path={`${path}.${group.mode}.${index}`}
          {...given}
          onChange={(next) => onChange({ ...group, rows: replacedIn(rows, row.key, next) })}
          onRemove={() => onChange({ ...group, rows: removedFrom(rows, row.key) })}
        />
      ))}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => onChange({ ...group, rows: [...rows, emptyCondition()] })}>
          Add a condition to {label.toLowerCase()}
        </button>
        <button type="button" className="secondary" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

/** How a row's controls are labelled after the row: "Condition 1 test". */
const PART_WORDS: Readonly<Record<string, string>> = { field: 'field', op: 'test', value: 'value' };

/**
 * The label of the control the API's path names, as the editor under `name` labels it: "Condition 2
 * value" for `filter.all.1.value`, "Group 1 condition 1 test" for `filter.all.2.any.0.op`; the row's
 * or group's own words for a path below neither, undefined for one it does not show.
 */
export function controlLabel({ mode, conditions: items, kept }: ConditionsDraft, name: string, path: string): string | undefined {
  if (kept !== undefined || !path.startsWith(`${name}.${mode}.`)) return undefined;
  const [at = '', ...rest] = path.slice(`${name}.${mode}.`.length).split('.');
  const item = /^\d+$/.test(at) ? items[Number(at)] : undefined;
  if (!item) return undefined;
  const before = items.slice(0, Number(at));
  const part = (label: string, word: string | undefined) => (word !== undefined && PART_WORDS[word] ? `${label} ${PART_WORDS[word]}` : label);
  if (!isGroup(item)) return part(`Condition ${before.filter((each) => !isGroup(each)).length + 1}`, rest[0]);
  const group = `Group ${before.filter(isGroup).length + 1}`;
  const [groupMode, rowAt = '', word] = rest;
  if (groupMode !== item.mode || !/^\d+$/.test(rowAt) || !item.rows[Number(rowAt)]) return group;
  return part(`${group} condition ${Number(rowAt) + 1}`, word);
}

/**
 * The conditions' editor over `draft`: its `mode` and `conditions` are the top group, its `kept`
 * conditions too deep to show; `onChange` is given the top group anew. `name` is where the body
 * holds them ("conditions", "filter"). With `checkValues`, a value its field cannot hold (a word
 * for a number) is refused in the form, beside it, before anything is sent; without, the API's
 * refusal shows beside the test it names.
 */
export function ConditionsEditor({
  name,
  words,
  draft: { mode, conditions: items, kept },
  fields,
  checkValues = false,
  error,
  onChange,
  onClearKept,
}: {
  name: string;
  words: ConditionsWords;
  checkValues?: boolean;
  draft: ConditionsDraft;
  fields: readonly FieldChoice[];
  error: unknown;
  onChange: (next: Pick<ConditionsDraft, 'mode' | 'conditions'>) => void;
  onClearKept: () => void;
}) {
  if (kept !== undefined)
    return (
      <fieldset>
        <legend>{words.legend}</legend>
        <p>These conditions nest deeper than this form shows; they are {words.kept}.</p>
        <pre className="break">{JSON.stringify(kept, null, 2)}</pre>
        <button type="button" className="secondary" onClick={onClearKept}>
          Replace them with new conditions
        </button>
      </fieldset>
    );
  // The top group's select shows only what is said of the group itself; a row's problem shows beside the row.
  const own = error instanceof ApiProblem && (error.field === name || error.field === `${name}.${mode}`) ? error : undefined;
  let groupNumber = 0;
  let rowNumber = 0;
  return (
    <fieldset>
      <legend>{words.legend}</legend>
      {items.length === 0 ? (
        <p className="hint">{words.none}</p>
      ) : (
        <ModeSelect label={words.holdsWhen} name={name} error={own} mode={mode} onChange={(next) => onChange({ mode: next, conditions: [...items] })} />
      )}
      {items.map((item, index) => {
        // What a group and a row are given alike: their place under `name`, the fields, and what changes the list.
        const alike = {
          path: `${name}.${mode}.${index}`,
          fields,
          checkValues,
          error,
          onChange: (next: ConditionItem) => onChange({ mode, conditions: replacedIn<ConditionItem>(items, item.key, next) }),
          onRemove: () => onChange({ mode, conditions: removedFrom(items, item.key) }),
        };
        if (isGroup(item)) {
          groupNumber += 1;
          return <GroupEditor key={item.key} group={item} label={`Group ${groupNumber}`} {...alike} />;
        }
        rowNumber += 1;
        return <ConditionRowEditor key={item.key} row={item} label={`Condition ${rowNumber}`} {...alike} />;
      })}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => onChange({ mode, conditions: [...items, emptyCondition()] })}>
          Add a condition
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => onChange({ mode, conditions: [...items, { key: rowKey(), mode: mode === 'all' ? 'any' : 'all', rows: [emptyCondition()] }] })}
        >
          Add a group of conditions
        </button>
      </div>
    </fieldset>
  );
}

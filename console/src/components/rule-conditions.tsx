import { Field } from './forms.js';
import {
  CUSTOM_DATA,
  type ConditionItem,
  type ConditionRow,
  emptyCondition,
  type FieldChoice,
  type GroupRow,
  isGroup,
  OP_WORDS,
  OPS,
  rowKey,
} from './rule-draft.js';

/**
 * A rule's conditions in the builder: rows of field, test and value under the rule's "all" or
 * "any", and groups of rows one level down. Each control is named by its place, so the API's
 * refusal (`conditions.all.1.any.0.value: ...`) shows beside the control it names.
 */

const MODE_WORDS = { all: 'Every condition holds', any: 'At least one condition holds' } as const;

const VALUE_HINTS: Partial<Record<ConditionRow['op'], string>> = {
  in: 'Values separated by commas',
  not_in: 'Values separated by commas',
  between: 'Low and high, separated by a comma',
};

function ConditionRowEditor({
  row,
  label,
  path,
  fields,
  error,
  onChange,
  onRemove,
}: {
  row: ConditionRow;
  label: string;
  path: string;
  fields: readonly FieldChoice[];
  error: unknown;
  onChange: (row: ConditionRow) => void;
  onRemove: () => void;
}) {
  const custom = row.field.startsWith(CUSTOM_DATA);
  const chosen = custom ? CUSTOM_DATA : row.field;
  const known = fields.some((choice) => choice.field === chosen);
  return (
    <div className="grid condition-row">
      <Field label={`${label} field`} name={`${path}.field`} error={error}>
        <select value={chosen} onChange={(event) => onChange({ ...row, field: event.target.value })} required>
          <option value="">Choose a field</option>
          {!known && chosen !== '' && <option value={chosen}>{chosen}</option>}
          {fields.map((choice) => (
            <option key={choice.field} value={choice.field}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      {custom && (
        <Field label={`${label} custom data key`} name={`${path}.field`} error={undefined}>
          <input
            value={row.field.slice(CUSTOM_DATA.length)}
            onChange={(event) => onChange({ ...row, field: `${CUSTOM_DATA}${event.target.value}` })}
            required
            pattern="[A-Za-z0-9_\-]{1,100}"
          />
        </Field>
      )}
      <Field label={`${label} test`} name={`${path}.op`} error={error}>
        <select value={row.op} onChange={(event) => onChange({ ...row, op: event.target.value as ConditionRow['op'] })}>
          {OPS.map((op) => (
            <option key={op} value={op}>
              {OP_WORDS[op]}
            </option>
          ))}
        </select>
      </Field>
      {row.op !== 'exists' && (
        <Field label={`${label} value`} name={`${path}.value`} error={error} hint={VALUE_HINTS[row.op]}>
          <input value={row.value} onChange={(event) => onChange({ ...row, value: event.target.value })} required />
        </Field>
      )}
      <button type="button" className="secondary" onClick={onRemove}>
        Remove {label.toLowerCase()}
      </button>
    </div>
  );
}

function GroupEditor({
  group,
  label,
  path,
  fields,
  error,
  onChange,
  onRemove,
}: {
  group: GroupRow;
  label: string;
  path: string;
  fields: readonly FieldChoice[];
  error: unknown;
  onChange: (group: GroupRow) => void;
  onRemove: () => void;
}) {
  const rows = group.rows;
  return (
    <fieldset className="condition-group">
      <legend>{label}</legend>
      <Field label={`In ${label.toLowerCase()}`} name={`${path}.${group.mode}`} error={undefined}>
        <select value={group.mode} onChange={(event) => onChange({ ...group, mode: event.target.value as GroupRow['mode'] })}>
          <option value="all">{MODE_WORDS.all}</option>
          <option value="any">{MODE_WORDS.any}</option>
        </select>
      </Field>
      {rows.map((row, index) => (
        <ConditionRowEditor
          key={row.key}
          row={row}
          label={`${label} condition ${index + 1}`}
          path={`${path}.${group.mode}.${index}`}
          fields={fields}
          error={error}
          onChange={(next) => onChange({ ...group, rows: rows.map((each) => (each.key === row.key ? next : each)) })}
          onRemove={() => onChange({ ...group, rows: rows.filter((each) => each.key !== row.key) })}
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

/** The conditions' editor: `mode` and `items` are the rule's top group, `kept` conditions too deep to show. */
export function RuleConditions({
  mode,
  items,
  kept,
  fields,
  error,
  onChange,
  onClearKept,
}: {
  mode: 'all' | 'any';
  items: readonly ConditionItem[];
  kept: unknown;
  fields: readonly FieldChoice[];
  error: unknown;
  onChange: (mode: 'all' | 'any', items: ConditionItem[]) => void;
  onClearKept: () => void;
}) {
  if (kept !== undefined)
    return (
      <fieldset>
        <legend>Conditions</legend>
        <p>These conditions nest deeper than this form shows; they are kept as they are when the rule is saved.</p>
        <pre className="break">{JSON.stringify(kept, null, 2)}</pre>
        <button type="button" className="secondary" onClick={onClearKept}>
          Replace them with new conditions
        </button>
      </fieldset>
    );
  let groupNumber = 0;
  let rowNumber = 0;
  const replace = (key: number, next: ConditionItem) =>
    onChange(
      mode,
      items.map((each) => (each.key === key ? next : each)),
    );
  const remove = (key: number) =>
    onChange(
      mode,
      items.filter((each) => each.key !== key),
    );
  return (
    <fieldset>
      <legend>Conditions</legend>
      {items.length === 0 ? (
        <p className="hint">None: every trigger of this kind counts.</p>
      ) : (
        <Field label="The rule applies when" name="conditions" error={error}>
          <select value={mode} onChange={(event) => onChange(event.target.value as 'all' | 'any', [...items])}>
            <option value="all">{MODE_WORDS.all}</option>
            <option value="any">{MODE_WORDS.any}</option>
          </select>
        </Field>
      )}
      {items.map((item, index) => {
        const path = `conditions.${mode}.${index}`;
        if (isGroup(item)) {
          groupNumber += 1;
          return (
            <GroupEditor
              key={item.key}
              group={item}
              label={`Group ${groupNumber}`}
              path={path}
              fields={fields}
              error={error}
              onChange={(next) => replace(item.key, next)}
              onRemove={() => remove(item.key)}
            />
          );
        }
        rowNumber += 1;
        return (
          <ConditionRowEditor
            key={item.key}
            row={item}
            label={`Condition ${rowNumber}`}
            path={path}
            fields={fields}
            error={error}
            onChange={(next) => replace(item.key, next)}
            onRemove={() => remove(item.key)}
          />
        );
      })}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => onChange(mode, [...items, emptyCondition()])}>
          Add a condition
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => onChange(mode, [...items, { key: rowKey(), mode: mode === 'all' ? 'any' : 'all', rows: [emptyCondition()] }])}
        >
          Add a group of conditions
        </button>
      </div>
    </fieldset>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { cloneElement, type FormEvent, type InputHTMLAttributes, type ReactElement, type ReactNode, useId, useState } from 'react';
import { ApiProblem, describe } from '../api/problem.js';
import { FormProblemsContext, type FormProblems, formProblems, useFormProblem } from './form-checks.js';

/**
 * Form pieces every page shares: a labelled field that shows the API's message for it, the
 * form-level error for messages that name no field on the form, loading and empty states, and a
 * secret shown once.
 */

/** The message for `name` when the API's error names it (or a path below it). */
export function fieldError(error: unknown, name: string): string | undefined {
  if (!(error instanceof ApiProblem) || !error.field) return undefined;
  return error.field === name || error.field.startsWith(`${name}.`) ? error.fieldMessage : undefined;
}

type Control = ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;

export function Field({ label, name, error, hint, children }: { label: string; name: string; error: unknown; hint?: string; children: Control }) {
  const id = useId();
  // The form's own check first (nothing was sent), else what the API said of the field.
  const message = useFormProblem(id) ?? fieldError(error, name);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={message ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field-error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * The form's error when it names no field the form shows (`fields` lists those it shows), so no
 * message is lost and none is shown twice.
 */
export function FormError({ error, fields = [] }: { error: unknown; fields?: readonly string[] }) {
  if (!error) return null;
  if (fields.some((name) => fieldError(error, name))) return null;
  return (
    <p className="form-error" role="alert">
      {describe(error)}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

export function QueryError({ error }: { error: unknown }) {
  return (
    <p className="form-error" role="alert">
      {describe(error)}
    </p>
  );
}

/**
 * A query's states: loading, its error, the `empty` line when `isEmpty` says there is nothing,
 * else `children` with the data.
 */
export function QueryView<D>({
  query,
  what,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<D>;
  what: string;
  empty: ReactNode;
  isEmpty: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <Loading what={what} />;
  if (query.isError) return <QueryError error={query.error} />;
  if (isEmpty(query.data)) return <Empty>{empty}</Empty>;
  return children(query.data);
}

/** A form's submit handler: the browser's own submit stopped, then `run`. */
export const submitWith =
  (run: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    run();
  };

/** A form's submit button, disabled while it saves (or when `disabled`), and its Cancel when `onCancel` is given. */
export function FormActions({
  label,
  pending,
  disabled = false,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  label: string;
  pending: boolean;
  disabled?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="actions">
      <button type="submit" disabled={pending || disabled}>
        {label}
      </button>
      {onCancel && (
        <button type="button" className="secondary" onClick={() => onCancel()}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}

/** The button that opens the form for a new item, shown only while no form is open. */
export function NewItemButton({ label, formOpen, onOpen }: { label: string; formOpen: boolean; onOpen: () => void }) {
  if (formOpen) return null;
  return (
    <button type="button" onClick={onOpen}>
      {label}
    </button>
  );
}

/**
 * A form in a card, titled by its heading: the create and edit forms' frame. On submit the form's
 * own checks run first (form-checks.tsx): with any problem, every one shows under its field, the
 * first is focused and nothing is sent; else `onSubmit` runs.
 */
export function CardForm({ id, title, onSubmit, children }: { id: string; title: ReactNode; onSubmit: () => void; children: ReactNode }) {
  const [problems, setProblems] = useState<FormProblems>(new Map());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = formProblems(event.currentTarget);
    setProblems(found);
    const first = found.keys().next();
    if (!first.done) {
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(first.value)}`)?.focus();
      return;
    }
    onSubmit();
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {problems.size > 0 && (
        <p className="form-error" role="alert">
          {problems.size === 1 ? 'One field needs a change' : `${problems.size} fields need a change`} before this can be saved.
        </p>
      )}
      <FormProblemsContext.Provider value={problems}>{children}</FormProblemsContext.Provider>
    </form>
  );
}

/** The options of a select, one for each value and its label. */
export function Options({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A destructive step asked about once more: the question, the button that does it and the one that does not. */
export function Confirm({
  question,
  yes,
  no,
  pending,
  onYes,
  onNo,
}: {
  question: ReactNode;
  yes: string;
  no: string;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="actions">
      <span>{question}</span>
      <button type="button" className="danger" onClick={onYes} disabled={pending}>
        {yes}
      </button>
      <button type="button" className="secondary" onClick={onNo}>
        {no}
      </button>
    </div>
  );
}

/** A secret just issued: what was done (`note`, when given) and the secret, shown once. */
export function IssuedSecret({ note, label, value, onDismiss }: { note?: ReactNode; label: string; value: string; onDismiss: () => void }) {
  return (
    <>
      {note && <p role="status">{note}</p>}
      <SecretOnce label={label} value={value} onDismiss={onDismiss} />
    </>
  );
}

/** A secret the API answers once: shown with a copy button and a warning that it will not be shown again. */
export function SecretOnce({ label, value, onDismiss }: { label: string; value: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <section className="secret" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{label}</h3>
      <p className="warning">
        <strong>Copy it now:</strong> it is shown only this once and cannot be read again.
      </p>
      <div className="secret-row">
        <code data-secret>{value}</code>
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy
        </button>
        <span role="status">{copied ? 'Copied' : ''}</span>
      </div>
      <button type="button" className="secondary" onClick={onDismiss}>
        I have saved it
      </button>
    </section>
  );
}

/** Text input value to a number, or null when blank (for the API's nullable numbers). */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
export const text = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value));

type NumberInputProps = { value: number | null | undefined; onValue: (value: number | null) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>;

/**
 * A number field that keeps what the operator types (a blank, a lone minus sign) until it is a
 * number, and answers null for a blank: the API then says what the field needs.
 */
export function NumberInput({ value, onValue, ...rest }: NumberInputProps) {
  const [typed, setTyped] = useState(text(value));
  const [reported, setReported] = useState(value ?? null);
  // A value set from outside (a reload, a reset) replaces what was typed.
  if ((value ?? null) !== reported) {
    setReported(value ?? null);
    setTyped(text(value));
  }
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        const next = numberOrNull(event.target.value);
        if (next !== null && Number.isNaN(next)) return;
        setReported(next);
        onValue(next);
      }}
    />
  );
}

/** A table row's Edit cell: a button named after the item's `title`. */
export function EditCell({ title, onEdit }: { title: string; onEdit: () => void }) {
  return (
    <td>
      <button type="button" className="secondary" aria-label={`Edit ${title}`} onClick={onEdit}>
        Edit
      </button>
    </td>
  );
}

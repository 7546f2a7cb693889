import { createContext, useContext } from 'react';

/**
 * What a form checks before it sends anything: the constraints its controls carry (required,
 * min, max, a number's step, an e-mail's form, a pattern said in the control's title), every
 * broken one at once, each in plain words under its own field, the first one focused. A blank
 * number stays blank: it is never sent as 0.
 */

/** The message of each control that failed its check, by the control's id. */
export type FormProblems = ReadonlyMap<string, string>;

export const FormProblemsContext = createContext<FormProblems>(new Map());

/** The message for the control `id` from the form's own checks, if it failed one. */
export const useFormProblem = (id: string): string | undefined => useContext(FormProblemsContext).get(id);

type Checked = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const nameOf = (control: Checked): string => (control.labels?.[0]?.textContent ?? control.name ?? 'this field').trim();

/** One control's problem in plain words, or undefined when it passes. */
export function problemOf(control: Checked): string | undefined {
  const { validity } = control;
  if (validity.valid) return undefined;
  const name = nameOf(control);
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  if (validity.valueMissing) return `${control.nodeName === 'SELECT' ? 'Choose' : 'Enter'} the ${lower}.`;
  if (validity.badInput) return `${name} must be a number.`;
  if (validity.typeMismatch && control.type === 'email') return `${name} must be an e-mail address, like ada@example.com.`;
  if (validity.typeMismatch && control.type === 'url') return `${name} must be a web address, like https://example.com/picture.png.`;
  if (validity.typeMismatch) return `${name} is not in the right form.`;
  // A pattern's words are the control's title ("must be a number, like 100").
  if (validity.patternMismatch && control.title) return `${name} ${control.title}.`;
  if (validity.rangeUnderflow) return `${name} must be ${(control as HTMLInputElement).min} or more.`;
  if (validity.rangeOverflow) return `${name} must be ${(control as HTMLInputElement).max} or less.`;
  if (validity.stepMismatch) return `${name} must be a whole number.`;
  if (validity.tooLong) return `${name} must be at most ${(control as HTMLInputElement).maxLength} characters.`;
  if (validity.tooShort) return `${name} must be at least ${(control as HTMLInputElement).minLength} characters.`;
  return `${name} is not valid.`;
}

/** Every control of the form that fails its check, by id, in the form's order. */
export function formProblems(form: HTMLFormElement): Map<string, string> {
  const problems = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.disabled || !element.id) continue;
    const problem = problemOf(element);
    if (problem) problems.set(element.id, problem);
  }
  return problems;
}

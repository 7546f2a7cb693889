import type { EventTypeRecord } from '../event-types/index.js';
import { inputError } from '../errors.js';
import { tableNumberProblem } from '../support/table-numbers.js';

/**
 * A custom event's attributes against its type's schema: every attribute sent must be one of the
 * type's, of its type (a date is YYYY-MM-DD), and every required one must be there. The first
 * fault is refused, naming the attribute. Pure.
 */

const MAX_TEXT = 500;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): boolean => typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const CHECKS: Record<EventTypeRecord['attributes'][number]['type'], { test: (value: unknown) => boolean; noun: string }> = {
  string: { test: (value) => typeof value === 'string' && value.length <= MAX_TEXT, noun: `text of at most ${MAX_TEXT} characters` },
  number: { test: (value) => typeof value === 'number' && tableNumberProblem(value) === undefined, noun: 'a number no larger than 2^53 in magnitude' },
  boolean: { test: (value) => typeof value === 'boolean', noun: 'true or false' },
  date: { test: isDate, noun: 'a date (YYYY-MM-DD)' },
};

export function checkedAttributes(type: EventTypeRecord, attributes: Record<string, unknown>): Record<string, unknown> {
  const known = new Map(type.attributes.map((attribute) => [attribute.key, attribute]));
  for (const key of Object.keys(attributes)) {
    if (!known.has(key)) {
      const keys = [...known.keys()];
      throw inputError(`attributes.${key}: not an attribute of event type ${type.name}${keys.length > 0 ? ` (it has ${keys.join(', ')})` : ' (it has none)'}`);
    }
  }
  const checked: Record<string, unknown> = {};
  for (const attribute of type.attributes) {
    const value = attributes[attribute.key];
    if (value === undefined || value === null) {
      if (attribute.required) throw inputError(`attributes.${attribute.key}: required by event type ${type.name}`);
      continue;
    }
    const check = CHECKS[attribute.type];
    if (!check.test(value)) throw inputError(`attributes.${attribute.key}: must be ${check.noun} (event type ${type.name})`);
    checked[attribute.key] = value;
  }
  return checked;
}

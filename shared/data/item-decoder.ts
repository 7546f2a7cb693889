import type * as z from 'zod';
import type { Item } from './batch-reads.js';
import { dataEvents } from './data-events.js';
import { TABLE_ATTRIBUTES } from './table.js';

/**
 * Reading items back into records. Each item type declares its stored shape once, as a zod
 * schema beside its repository; the repository reads every item through that schema's decoder,
 * so a corrupt item (an attribute missing or of the wrong type) stops the read with a logged
 * CorruptItemError, which the middleware answers as a 500 internal_error, instead of flowing on
 * as a wrong value.
 */

/** A stored item that does not have the shape its type declares. Its message names no key: the log line does. */
export class CorruptItemError extends Error {
  constructor(
    readonly itemType: string,
    /** Where in the record the first problem is ('' for the record as a whole). */
    readonly path: string,
  ) {
    super(`corrupt ${itemType} item${path ? ` at ${path}` : ''}`);
    this.name = 'CorruptItemError';
  }
}

/** Turns one stored item into its record, or throws CorruptItemError. */
export type ItemDecoder<T> = (item: Item) => T;

/**
 * Reports what lets an operator find a corrupt item (its type, PK, SK and the first problem:
 * the entry points log it as one `corrupt item` line) and answers the error to throw.
 */
export function corruptItem(itemType: string, item: Item, path: string, problem: string): CorruptItemError {
  dataEvents.corruptItem({ item_type: itemType, PK: item.PK, SK: item.SK, path, problem });
  return new CorruptItemError(itemType, path);
}

/**
 * Whether `schema` is an object that leaves undeclared attributes out of what it answers: the
 * table's key attributes among them, so an item goes to it as read, with no copy made first.
 */
const dropsUndeclared = (schema: z.ZodType): boolean => {
  const def = (schema as unknown as { def?: { type?: string; catchall?: unknown } }).def;
  return def?.type === 'object' && def.catchall === undefined;
};

/**
 * The decoder of one item type: parses the item with `schema`, the table's attributes
 * (TABLE_ATTRIBUTES) left out of the record. Build it once, at module scope, beside the
 * schema.
 */
export function itemDecoder<T>(itemType: string, schema: z.ZodType<T>): ItemDecoder<T> {
  const asRead = dropsUndeclared(schema);
  return (item) => {
    const parsed = schema.safeParse(asRead ? item : withoutKeys(item));
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw corruptItem(itemType, item, issue?.path.map(String).join('.') ?? '', issue?.message ?? 'does not match its schema');
  };
}

/** An item's attributes without the table's (TABLE_ATTRIBUTES): for a schema that keeps what it does not declare. */
function withoutKeys(item: Item): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const name in item) if (!TABLE_ATTRIBUTES.has(name)) record[name] = item[name];
  return record;
}

/**
 * Holds (is `true`) only when a schema decodes to exactly `R`: the same attributes, each of a type
 * assignable both ways. For a record type declared apart from its schema (one that extends a
 * request schema's type), `true satisfies DecodesExactly<typeof Schema, R>;` stops the two
 * drifting apart, an optional attribute included.
 */
export type DecodesExactly<S extends z.ZodType, R> = [z.output<S>] extends [R]
  ? [R] extends [z.output<S>]
    ? [keyof z.output<S>] extends [keyof R]
      ? [keyof R] extends [keyof z.output<S>]
        ? true
        : false
      : false
    : false
  : false;

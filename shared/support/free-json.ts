import * as z from 'zod';

/**
 * Free JSON a client or operator may attach (extra_data): stored as sent and answered back, so it
 * is bounded like any other field. DynamoDB nests at most 32 levels and a deep value would
 * exhaust the stack of anything recursive, so the check walks the value without recursion.
 */
export const FREE_JSON_MAX_DEPTH = 10;
export const FREE_JSON_MAX_BYTES = 8 * 1024;

/** Keys that mean something to JavaScript objects themselves: refused rather than stored. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);

/** What makes a value unacceptable as free JSON, or undefined when it is acceptable. */
export function freeJsonProblem(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; level: number }> = [{ value, level: 1 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.level > FREE_JSON_MAX_DEPTH) return `nests deeper than ${FREE_JSON_MAX_DEPTH} levels`;
    for (const [key, inner] of Object.entries(next.value)) {
      if (isReservedKey(key)) return `key ${key} is not allowed`;
      pending.push({ value: inner, level: next.level + 1 });
    }
  }
  if (Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') > FREE_JSON_MAX_BYTES) return `is larger than ${FREE_JSON_MAX_BYTES / 1024} KiB`;
  return undefined;
}

/** Any JSON value within the free-JSON bounds. */
export const FreeJson = z.unknown().superRefine((value, context) => {
  const problem = freeJsonProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * Free JSON in an answer: whatever was stored, under the bounds its field had when it was
 * written (a reward's extra_data has its own), so an answer's schema does not check them again.
 */
export const StoredJson = z.unknown();

import * as z from 'zod';
import { tableNumberProblem } from './table-numbers.js';

/**
 * Free JSON a client or operator may attach (extra_data): stored as sent and answered back, so it
 * is bounded like any other field. DynamoDB nests at most 32 levels and a deep value would
 * exhaust the stack of anything recursive, so the check walks the value without recursion. Every
 * number in it must be one the table can store (table-numbers.ts) and every key 1 to 255 UTF-8
 * bytes: DynamoDB refuses an empty map key, and nothing a client attaches needs a longer one.
 */
export const FREE_JSON_MAX_DEPTH = 10;
export const FREE_JSON_MAX_BYTES = 8 * 1024;
export const FREE_JSON_MAX_KEY_BYTES = 255;

/** How deep and how large one field's free JSON may be. */
export interface FreeJsonBounds {
  maxDepth: number;
  /** Its JSON text in UTF-8 bytes; undefined leaves the request body's own cap as the bound. */
  maxBytes?: number;
}

const DEFAULT_BOUNDS: FreeJsonBounds = { maxDepth: FREE_JSON_MAX_DEPTH, maxBytes: FREE_JSON_MAX_BYTES };

/** Keys that mean something to JavaScript objects themselves: refused rather than stored. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);

/** What is wrong with a free-JSON value, and where in it (object keys and array indexes, [] for the whole value). */
export interface FreeJsonProblem {
  path: Array<string | number>;
  message: string;
}

function keyProblem(key: string): string | undefined {
  if (isReservedKey(key)) return `key ${key} is not allowed`;
  const bytes = Buffer.byteLength(key, 'utf8');
  if (bytes === 0) return `keys must be 1 to ${FREE_JSON_MAX_KEY_BYTES} bytes; one is empty`;
  if (bytes > FREE_JSON_MAX_KEY_BYTES) return `keys must be 1 to ${FREE_JSON_MAX_KEY_BYTES} bytes; one has ${bytes}`;
  return undefined;
}

/** What makes a value unacceptable as free JSON, or undefined when it is acceptable. */
export function freeJsonProblem(value: unknown, bounds: FreeJsonBounds = DEFAULT_BOUNDS): FreeJsonProblem | undefined {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    if (typeof next.value === 'number') {
      const problem = tableNumberProblem(next.value);
      if (problem) return { path: next.path, message: problem };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= bounds.maxDepth) return { path: [], message: `nests deeper than ${bounds.maxDepth} levels` };
    const isArray = Array.isArray(next.value);
    for (const [key, inner] of Object.entries(next.value)) {
      const problem = isArray ? undefined : keyProblem(key);
      if (problem) return { path: next.path, message: problem };
      pending.push({ value: inner, path: [...next.path, isArray ? Number(key) : key] });
    }
  }
  const maxBytes = bounds.maxBytes;
  if (maxBytes !== undefined && Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') > maxBytes) {
    return { path: [], message: `is larger than ${maxBytes / 1024} KiB` };
  }
  return undefined;
}

/** Any JSON value within the given free-JSON bounds; a problem is reported at its place in the value. */
export const freeJson = (bounds: FreeJsonBounds) =>
  z.unknown().superRefine((value, context) => {
    const problem = freeJsonProblem(value, bounds);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });

/** Any JSON value within the default free-JSON bounds (10 levels, 8 KiB). */
export const FreeJson = freeJson(DEFAULT_BOUNDS);

/**
 * Free JSON in an answer: whatever was stored, under the bounds its field had when it was
 * written (a reward's extra_data has its own), so an answer's schema does not check them again.
 */
export const StoredJson = z.unknown();

/**
 * A value the code's own invariants guarantee (an index inside its array, a capture a matched
 * pattern always has): answers it, or throws naming what was missing, rather than letting an
 * undefined travel on.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

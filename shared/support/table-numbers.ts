/**
 * The numbers the table can hold, for anything a request may send that is stored as a number.
 *
 * DynamoDB stores a number with up to 38 significant digits and a magnitude of 0 or between
 * 1e-130 and 9.9999999999999999999999999999999999999e125; it refuses anything else. The document
 * client is stricter at the top: it refuses to write a number beyond Number.MAX_SAFE_INTEGER
 * (2^53 - 1) in magnitude, integer or not, since the double would have lost digits already. So a
 * storable number is finite, at most MAX_SAFE_INTEGER in magnitude, and 0 or at least 1e-130.
 * Precision needs no check of its own: a double's shortest decimal form (what the document client
 * writes) has at most 17 significant digits.
 */

/** The smallest magnitude DynamoDB stores other than 0. */
export const SMALLEST_STORED_MAGNITUDE = 1e-130;
/** The largest magnitude the document client writes (DynamoDB itself would take up to ~1e126). */
export const LARGEST_STORED_MAGNITUDE = Number.MAX_SAFE_INTEGER;

/** Why `value` cannot be stored as a number, or undefined when it can. */
export function tableNumberProblem(value: number): string | undefined {
  const magnitude = Math.abs(value);
  if (Number.isFinite(value) && magnitude <= LARGEST_STORED_MAGNITUDE && (magnitude === 0 || magnitude >= SMALLEST_STORED_MAGNITUDE)) return undefined;
  return `${value} is not a number that can be stored: numbers are 0 or between ${SMALLEST_STORED_MAGNITUDE} and ${LARGEST_STORED_MAGNITUDE} in magnitude`;
}

/** True when `value` is written with at most `places` decimals (12.5 and 12.50 have 2; 1e-7 has 7). */
export const hasAtMostDecimals = (value: number, places: number): boolean => Number(value.toFixed(places)) === value;

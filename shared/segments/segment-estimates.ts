/**
 * How many members of a program a filter holds for, from a random sample of them: the share the
 * sample found, times the program's members, with a 95% range (the Wilson score interval, which
 * stays honest when the share is near 0 or 1, narrowed by the finite population correction since
 * the sample is drawn without replacement). Pure: no I/O.
 */

/** The normal quantile of a two-sided 95% range. */
const Z = 1.96;
export const CONFIDENCE = 0.95;

export interface Estimate {
  member_count: number;
  low: number;
  high: number;
}

/**
 * `matched` of `read` sampled members hold, in a program of `population` members. A sample that
 * is the whole program answers its count exactly.
 */
export function estimateCount(matched: number, read: number, population: number): Estimate {
  if (read >= population || read === 0) return { member_count: matched, low: matched, high: matched };
  const share = matched / read;
  // Fewer members left unread narrow the range: with the correction, a sample of all but a few is nearly exact.
  const effective = (read * (population - 1)) / (population - read);
  const z2 = Z * Z;
  const centre = (share + z2 / (2 * effective)) / (1 + z2 / effective);
  const half = (Z / (1 + z2 / effective)) * Math.sqrt((share * (1 - share)) / effective + z2 / (4 * effective * effective));
  // Members seen holding (or not) bound the range whatever the share says.
  const low = Math.max(matched, Math.floor((centre - half) * population));
  const high = Math.min(population - (read - matched), Math.ceil((centre + half) * population));
  const count = Math.round(share * population);
  return { member_count: Math.min(high, Math.max(low, count)), low, high };
}

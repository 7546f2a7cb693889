import { clientCases } from './client-cases.js';
import { operatorCases } from './operator-cases.js';
import type { Program } from './program.js';
import type { BenchCase } from './case-kit.js';

export type { BenchCase, CatalogueCacheMode } from './case-kit.js';

/**
 * The benchmark cases: every route of lib/routes.ts at least once, some in several variants
 * (id_type=id and id_type=email for reads by member; a short and a long result for list
 * routes). Each case makes a fresh, valid request per call: writes never repeat an input.
 */
export function buildCases(p: Program, perRoute: number): BenchCase[] {
  // Names and receipt ids made in this run carry it, so a run never repeats another's inputs.
  const run = Date.now().toString(36);
  return [...clientCases(p, perRoute, run), ...operatorCases(p, perRoute, run)];
}

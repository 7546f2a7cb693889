import * as z from 'zod';
import type { Tally } from './simulation-tally.js';

/** What a simulation's steps are handed by the state machine (and the local runner). */

const Key = z.string().min(1).max(1024);
export const PlanSimulationInput = z.object({ key: Key });
export const SimulationPageInput = z.object({
  key: Key,
  shard: z.number().int().min(0).max(999),
  /** Where the shard's walk of the rank index stands (its last evaluated key); null at its start. */
  cursor: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** The walk's tally so far (simulation-tally.ts): it rides from page to page in the state. */
  tally: z.custom<Tally>((value) => typeof value === 'object' && value !== null && 'members' in value),
});
export type SimulationPage = z.infer<typeof SimulationPageInput>;
export const FinishSimulationInput = z.object({ key: Key, failure: z.string().max(2000).optional() });

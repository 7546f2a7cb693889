import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { RULE_SOURCES, SIMULATION_STATUSES } from './simulation-requests.js';

/** What the simulation routes answer, as zod schemas: the API description and the tests read them. */

const Figures = { actual: z.number().int(), simulated: z.number().int() };

export const SimulationResultBody = z.object({
  /** Members walked, and those whose rule points would have differed. */
  members_walked: z.number().int(),
  members_affected: z.number().int(),
  triggers_replayed: z.object({ purchases: z.number().int(), activity_credits: z.number().int(), events: z.number().int() }),
  /** Rule points of the replayed triggers: awarded, and what the simulated rules would have awarded. */
  actual_points: z.number().int(),
  simulated_points: z.number().int(),
  difference: z.number().int(),
  /** The change in points outstanding at `until`: the difference, as none of it would have been spent or expired by then. */
  liability_change: z.number().int(),
  /** By UTC day of the period, every day listed. */
  by_day: z.array(z.object({ day: z.string(), ...Figures })),
  /** By each member's level now (null: none). */
  by_tier: z.array(z.object({ tier_id: z.string().nullable(), members: z.number().int(), ...Figures })),
  /** By the segments in use each member is in now. */
  by_segment: z.array(z.object({ segment_id: z.string(), name: z.string(), members: z.number().int(), ...Figures })),
  /** The 20 members whose rule points would have changed most. */
  top_members: z.array(z.object({ user_id: z.number().int(), ...Figures, change: z.number().int() })),
  /** Each simulated rule: how often it would have fired, its points, and its most common reasons not to. */
  rules: z.array(
    z.object({
      rule_id: z.string(),
      name: z.string(),
      source: z.enum(RULE_SOURCES),
      fired: z.number().int(),
      points: z.number().int(),
      skip_reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    }),
  ),
  /** Simulated rules with a budget: the day their simulated points would have passed it (null: never). */
  budgets: z.array(
    z.object({ rule_id: z.string(), name: z.string(), points_total: z.number().int(), simulated_points: z.number().int(), runs_out_on: z.string().nullable() }),
  ),
  /** What the replay takes as given, in words. */
  assumptions: z.array(z.string()),
});

export const SimulationAnswerBody = z.object({
  simulation_id: z.string(),
  status: z.enum(SIMULATION_STATUSES),
  since: z.string(),
  until: z.string(),
  segment_id: z.string().nullable(),
  rules: z.array(z.object({ rule_id: z.string(), name: z.string(), source: z.enum(RULE_SOURCES) })),
  replaced: z.array(z.string()),
  progress: z.object({ members_walked: z.number().int() }),
  failure: z.string().nullable(),
  /** Null until done. */
  result: SimulationResultBody.nullable(),
  date_created: z.string(),
  date_finished: z.string().nullable(),
});

export const SimulationListBody = z.object({ simulations: z.array(SimulationAnswerBody.omit({ result: true })) });

export const simulationAnswers = {
  Simulation: SimulationAnswerBody,
  SimulationList: SimulationListBody,
} satisfies AnswerBodies;

import { simulationStepDescription } from '../functions.js';
import { simulationPipeline } from '../jobs.js';
import type { ShardWalk } from './shard-walk-pipeline.js';
import type { WildcardReason } from './wildcard-acknowledgements.js';

/** Simulation requests in the bucket: simulations/<client>/<simulation>.json (shared/simulations/keys.ts); their arrival starts the run. */
export const SIMULATION_REQUESTS_PATTERN = 'simulations/*/*.json';

export const SIMULATION_WILDCARDS: WildcardReason = {
  finding: /\/simulations\/\*\/\*\.json$/,
  reason: 'Simulation requests are named simulations/<client>/<simulation>.json: the pattern admits those requests and nothing else.',
};

/**
 * A what-if simulation on the shard-walk pipeline: each page worker replays a page of members'
 * recorded history through the rule evaluator into its walk's tally, kept when the walk ends; the
 * finish merges the tallies into the simulation's result, or marks it failed. It reads the program
 * and writes only the simulation's own items.
 */
export const SIMULATION_WALK: ShardWalk = {
  steps: simulationPipeline,
  description: simulationStepDescription,
  pageState: 'ReplayPage',
  comment: 'Rewards API simulations: plan, shard walks, finish',
  requestsPattern: SIMULATION_REQUESTS_PATTERN,
  ruleDescription: 'A simulation request landed in the bucket: start the simulation',
  failedExecutionAlarm: 'A simulation execution failed: its simulation may be left running',
  undeliveredEventAlarm: 'A simulation request event could not start the run: its simulation stays running',
  notStarted: 'the simulation could not be started',
  pagesFailed: 'some pages could not be replayed',
};

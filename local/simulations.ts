import { simulationStepDescription } from '../lib/functions.js';
import { simulationPipeline } from '../lib/jobs.js';
import { adminCreateSimulationRoute } from '../functions/admin/simulations/create-simulation.contract.js';
import { simulationRequestKey } from '../shared/simulations/keys.js';
import { type Dispatch, startingAfter } from './dispatch.js';
import { pipelineSteps, runShardWalks } from './pipeline-steps.js';

/**
 * A what-if simulation run locally, as Step Functions runs it in AWS when the simulation's request
 * lands in the bucket: the plan, one walk per rank index shard, each a loop of page workers, then
 * the finish, each step attributed to its own function (the IAM replay checks their calls).
 */

const step = pipelineSteps(simulationPipeline, simulationStepDescription);

/** Runs a simulation the create route answered running to its end. */
export const runSimulation = (clientId: string, simulationId: string): Promise<void> =>
  runShardWalks(step, simulationRequestKey(clientId, simulationId), 'the simulation could not be started');

/** The local server's stand-in for the request's S3 event: an accepted simulation starts its run in the background. */
export const startingSimulations = (dispatch: Dispatch, onFailed: (simulationId: string, error: unknown) => void): Dispatch =>
  startingAfter<{ simulation_id: string; status: string }>(
    dispatch,
    [adminCreateSimulationRoute.name],
    (clientId, simulation) => (simulation.status === 'running' ? runSimulation(clientId, simulation.simulation_id) : undefined),
    (simulation, error) => onFailed(simulation.simulation_id, error),
  );

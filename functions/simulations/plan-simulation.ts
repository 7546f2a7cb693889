import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { planSimulation } from '../../shared/simulations/index.js';
import { PlanSimulationInput } from '../../shared/simulations/simulation-run-requests.js';

/**
 * A simulation's first step (a Step Functions task, started by the simulation request's S3
 * event): the walks of the program's rank index shards the Map then runs; nothing to run when the
 * simulation is no longer running.
 */
export const handler = withJobTelemetry(async (event: unknown) => planSimulation(PlanSimulationInput.parse(event).key));

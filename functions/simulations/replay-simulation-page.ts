import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { simulationPage } from '../../shared/simulations/index.js';
import { SimulationPageInput } from '../../shared/simulations/simulation-run-requests.js';

/** A worker of a simulation's Map: replays one page of a shard's members into the walk's tally, and answers where the walk goes on. */
export const handler = withJobTelemetry(async (event: unknown) => simulationPage(SimulationPageInput.parse(event)));

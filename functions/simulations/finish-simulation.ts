import { withJobTelemetry } from '../../shared/telemetry/job-telemetry.js';
import { finishSimulationRun } from '../../shared/simulations/index.js';
import { FinishSimulationInput } from '../../shared/simulations/simulation-run-requests.js';

/** A simulation's last step: the walks' tallies merged into its result, or failed when the fan-out failed. */
export const handler = withJobTelemetry(async (event: unknown) => {
  const { key, failure } = FinishSimulationInput.parse(event);
  return finishSimulationRun(key, failure);
});

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { simulationDetails } from '../../../shared/simulations/index.js';
import { adminGetSimulationRoute } from './get-simulation.contract.js';

export const handler = apiHandler(adminGetSimulationRoute).handler(async ({ path }) => ok(await simulationDetails(path.client_id, path.simulation_id)));

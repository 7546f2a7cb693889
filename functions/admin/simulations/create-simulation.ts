import { apiHandler } from '../../../shared/http/api-handler.js';
import { accepted } from '../../../shared/http/response.js';
import { createSimulation } from '../../../shared/simulations/index.js';
import { adminCreateSimulationRoute } from './create-simulation.contract.js';

export const handler = apiHandler(adminCreateSimulationRoute).handler(async ({ path, body }) => accepted(await createSimulation(path.client_id, body)));

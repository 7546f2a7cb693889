import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { simulationList } from '../../../shared/simulations/index.js';
import { adminListSimulationsRoute } from './list-simulations.contract.js';

export const handler = apiHandler(adminListSimulationsRoute).handler(async ({ path, query }) => ok(await simulationList(path.client_id, query.limit)));

import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SimulationListQuery } from '../../../shared/simulations/simulation-requests.js';

/** The program's simulations of the last 30 days, newest first, without their results. */
export const adminListSimulationsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/simulations',
  name: 'AdminListSimulations',
  handler: 'functions/admin/simulations/list-simulations.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: SimulationListQuery,
  answers: { 200: 'SimulationList' },
});

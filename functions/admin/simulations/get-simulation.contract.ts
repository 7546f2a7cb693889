import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { SimulationPath } from '../../../shared/simulations/simulation-requests.js';

/** A simulation: running with its progress, then done with its result (or failed with why). */
export const adminGetSimulationRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/simulations/{simulation_id}',
  name: 'AdminGetSimulation',
  handler: 'functions/admin/simulations/get-simulation.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: SimulationPath,
  answers: { 200: 'Simulation' },
  errors: ['not_found'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SimulationBodySchema } from '../../../shared/simulations/simulation-requests.js';

/**
 * A what-if: the program's active rules (less those replaced, with the rules and drafts named)
 * replayed over the recorded purchases, activity credits and custom events of a period; answers
 * 202 with the simulation running, and GET follows it to its result. Nothing but the simulation is written.
 */
export const adminCreateSimulationRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/simulations',
  name: 'AdminCreateSimulation',
  handler: 'functions/admin/simulations/create-simulation.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  files: 'simulation',
  params: ClientPath,
  body: SimulationBodySchema,
  answers: { 202: 'Simulation' },
});

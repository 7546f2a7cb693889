import type { Simulation, SimulationRequest, SimulationSummary } from '../components/simulation-words.js';
import type { RewardsClient } from './client.js';
import { ApiProblem, unwrap } from './problem.js';

/**
 * The queries about a program's simulations share this prefix (the list, each simulation), so a
 * new one refreshes them all at once.
 */
export const simulationsKey = (clientId: string) => ['simulations', clientId] as const;
export const simulationListKey = (clientId: string) => [...simulationsKey(clientId), 'list'] as const;
export const simulationKey = (clientId: string, simulationId: string) => [...simulationsKey(clientId), 'one', simulationId] as const;

/** A simulation's page in the console. */
export const simulationPath = (clientId: string, simulationId: string): string => `/programs/${clientId}/simulations/${simulationId}`;

/** The program's latest simulations, newest first. */
export const listSimulations = (api: RewardsClient, clientId: string): Promise<SimulationSummary[]> =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/simulations', { params: { path: { client_id: clientId }, query: { limit: 20 } } })).then(
    (answer) => answer.simulations,
  );

export const getSimulation = (api: RewardsClient, clientId: string, simulationId: string): Promise<Simulation> =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/simulations/{simulation_id}', { params: { path: { client_id: clientId, simulation_id: simulationId } } }));

/** Asks for a simulation: the API accepts it running (202) and runs it on its own. */
export const createSimulation = (api: RewardsClient, clientId: string, body: SimulationRequest): Promise<Simulation> =>
  unwrap(api.POST('/admin/v1/clients/{client_id}/simulations', { params: { path: { client_id: clientId } }, body }));

const DRAFT = 'rules.0.';

/**
 * A refusal of the rule builder's draft (sent as the simulation's first rule) as the builder's own
 * fields name it: "rules.0.effect.points: …" is said beside Points, as a save's refusal is.
 */
export function draftProblem(error: unknown): unknown {
  if (!(error instanceof ApiProblem) || !error.field?.startsWith(DRAFT)) return error;
  const field = error.field.slice(DRAFT.length);
  return new ApiProblem(error.status, error.code, `${field}: ${error.fieldMessage}`, field);
}

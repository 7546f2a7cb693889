import { type ItemKey, join } from '../data/keys.js';

/**
 * Where a program's simulations are kept: one partition per program, newest first by id (an id
 * begins with its creation time), and the request in the files bucket whose arrival starts the run.
 */

const simulationsPartition = (clientId: string): string => join('CLIENT', clientId, 'SIMULATIONS');

export const simulationKey = (clientId: string, simulationId: string): ItemKey => ({
  PK: simulationsPartition(clientId),
  SK: join('SIMULATION', simulationId),
});
export const simulationPrefix = (clientId: string) => ({ PK: simulationsPartition(clientId), SKPrefix: join('SIMULATION', '') });

/** A shard walk's tally, written when the walk ends, for the finish to merge (beside, not under, the simulations' prefix). */
export const shardTallyKey = (clientId: string, simulationId: string, shard: number): ItemKey => ({
  PK: simulationsPartition(clientId),
  SK: join('SIMULATION_TALLY', simulationId, shard),
});

/** simulations/<client>/<simulation>.json: what the state machine's trigger matches. */
export const simulationRequestKey = (clientId: string, simulationId: string): string => `simulations/${clientId}/${simulationId}.json`;

export function simulationOfRequestKey(key: string): { clientId: string; simulationId: string } | undefined {
  const match = /^simulations\/([A-Za-z0-9_-]{1,64})\/(\d{1,30})\.json$/.exec(key);
  return match?.[1] && match[2] ? { clientId: match[1], simulationId: match[2] } : undefined;
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { TTL_ATTRIBUTE } from '../data/table.js';
import type { RuleBody } from '../rules/index.js';
import { DAY_SECONDS } from '../support/periods.js';
import { shardTallyKey, simulationKey, simulationPrefix } from './keys.js';
import type { Tally } from './simulation-tally.js';
import { batchGetByKey, itemOf, queryPrefix } from '../data/batch-reads.js';
import { RULE_SOURCES, SIMULATION_STATUSES } from './simulation-requests.js';
import type { SimulationResultBody } from './simulation-responses.js';

/**
 * A simulation's item: what it replays (the period, the rules as they were when it was asked,
 * the segment), how far its walks are, and its result once done. Kept KEPT_DAYS, then TTL removes
 * it: a what-if is a report, read around when it was asked.
 */

export const KEPT_DAYS = 30;

const SimulatedRuleItem = z.object({
  rule_id: z.string(),
  version: z.number().int(),
  source: z.enum(RULE_SOURCES),
  // Checked by RuleBodySchema when the simulation was asked for.
  body: z.custom<RuleBody>((value) => typeof value === 'object' && value !== null),
});
export type SimulatedRule = z.infer<typeof SimulatedRuleItem>;

const SimulationItem = z.object({
  client_id: z.string(),
  simulation_id: z.string(),
  status: z.enum(SIMULATION_STATUSES),
  since: z.number(),
  until: z.number(),
  segment_id: z.string().nullable(),
  rules: z.array(SimulatedRuleItem),
  replaced: z.array(z.string()),
  members_walked: z.number().int(),
  failure: z.string().nullable(),
  result: z.custom<z.infer<typeof SimulationResultBody>>((value) => typeof value === 'object' && value !== null).nullable(),
  date_created: z.number(),
  date_finished: z.number().nullable(),
});
export type SimulationRecord = z.infer<typeof SimulationItem>;
const SIMULATION_TYPE = 'simulation';
const decodeSimulation = itemDecoder(SIMULATION_TYPE, SimulationItem);

export async function putSimulation(record: SimulationRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...simulationKey(record.client_id, record.simulation_id),
        type: SIMULATION_TYPE,
        ...record,
        [TTL_ATTRIBUTE]: record.date_created + KEPT_DAYS * DAY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSimulation(clientId: string, simulationId: string): Promise<SimulationRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: simulationKey(clientId, simulationId), ConsistentRead: true }));
  return Item ? decodeSimulation(Item) : undefined;
}

/** The program's simulations, newest first, without their results. */
export async function listSimulations(clientId: string, limit: number): Promise<SimulationRecord[]> {
  const { PK, SKPrefix } = simulationPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix, { newestFirst: true, maxItems: limit })).map((item) => decodeSimulation({ ...item, result: null }));
}

/** Counts a page's members in the progress; false once the simulation is no longer running (the walk stops). */
export const recordSimulationStep = (clientId: string, simulationId: string, members: number): Promise<boolean> =>
  sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: simulationKey(clientId, simulationId),
      UpdateExpression: 'ADD members_walked :members',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':members': members, ':running': 'running' },
    }),
  );

/** The run's end: done with its result, or failed with why; nothing when it already ended. */
export const finishSimulation = (
  clientId: string,
  simulationId: string,
  at: number,
  outcome: { result: z.infer<typeof SimulationResultBody> } | { failure: string },
): Promise<boolean> =>
  sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: simulationKey(clientId, simulationId),
      UpdateExpression: 'SET #status = :status, #result = :result, failure = :failure, date_finished = :at',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
      ExpressionAttributeValues: {
        ':status': 'result' in outcome ? 'done' : 'failed',
        ':result': 'result' in outcome ? outcome.result : null,
        ':failure': 'failure' in outcome ? outcome.failure : null,
        ':at': at,
        ':running': 'running',
      },
    }),
  );

/** A shard walk's tally at its end; written again the same by a retried last page. */
export async function putShardTally(clientId: string, simulationId: string, shard: number, tally: Tally, expiresAt: number): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...shardTallyKey(clientId, simulationId, shard), type: 'simulation_tally', tally, [TTL_ATTRIBUTE]: expiresAt },
    }),
  );
}

/** The shard walks' tallies, by shard; a walk that has not ended has none. */
export async function shardTallies(clientId: string, simulationId: string, shards: number): Promise<Array<Tally | undefined>> {
  const keys = Array.from({ length: shards }, (_unused, shard) => shardTallyKey(clientId, simulationId, shard));
  const found = await batchGetByKey(keys, true);
  return keys.map((key) => itemOf(found, key)?.tally as Tally | undefined);
}

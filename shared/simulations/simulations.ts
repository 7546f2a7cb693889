import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import { ApiError, inputError, notFound } from '../errors.js';
import { fileStore } from '../files/file-store.js';
import { type ClientRecord, withProgram } from '../programs/index.js';
import { checkRuleForProgram, DRAFT_PREFIX, getRule, listLiveRules, type RuleBody } from '../rules/index.js';
import { liveSegmentsById } from '../segments/index.js';
import { nowSeconds } from '../support/clock.js';
import { logger } from '../support/logger.js';
import { isoTimestamp } from '../support/periods.js';
import { simulationRequestKey } from './keys.js';
import type { SimulationBody } from './simulation-requests.js';
import { finishSimulation, getSimulation, listSimulations, putSimulation, type SimulatedRule, type SimulationRecord } from './simulation-repository.js';
import type { SimulationAnswerBody, SimulationListBody } from './simulation-responses.js';

/**
 * What-if simulations (POST/GET .../simulations): the rules to simulate are fixed when asked (the
 * program's active rules, less those replaced, with the rules and drafts named), the simulation is
 * kept, and its request in the files bucket starts the fan-out over the program's members
 * (simulation-runs.ts). The answer is 202 with the simulation running; GET follows it to its result.
 */

type SimulationAnswer = z.infer<typeof SimulationAnswerBody>;

const NOT_STARTED = 'the simulation could not be started; ask for it again';

/** Prefixes a rule check's refusal with where the rule sits in the request. */
async function checkedAt(path: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'input_error') throw inputError(`${path}.${error.message}`);
    throw error;
  }
}

/** The rules the simulation runs: active ones not replaced, then the program's rules named, then the drafts. */
async function simulatedRules(clientId: string, body: SimulationBody, program: Promise<ClientRecord>): Promise<SimulatedRule[]> {
  const { rules: live } = await listLiveRules(clientId);
  const activeIds = new Set(live.map((rule) => rule.rule_id));
  body.replace.forEach((ruleId, index) => {
    if (!activeIds.has(ruleId)) throw inputError(`replace.${index}: rule ${ruleId} is not an active rule of the program`);
  });
  const replaced = new Set(body.replace);
  const chosen: SimulatedRule[] = live.filter((rule) => !replaced.has(rule.rule_id)).map((rule) => ({ ...rule, source: 'active' }));
  let drafts = 0;
  for (const [index, entry] of body.rules.entries()) {
    if (typeof entry === 'string') {
      if (chosen.some((rule) => rule.rule_id === entry))
        throw inputError(`rules.${index}: rule ${entry} runs already as an active rule; replace it to run it changed`);
      const rule = await getRule(clientId, entry);
      if (!rule || rule.status === 'archived') throw inputError(`rules.${index}: the program has no rule ${entry} that is not archived`);
      chosen.push({ rule_id: entry, version: rule.version, body: rule.body, source: 'added' });
    } else {
      await checkedAt(`rules.${index}`, () => checkRuleForProgram(clientId, entry as RuleBody, program));
      drafts += 1;
      chosen.push({ rule_id: `${DRAFT_PREFIX}${drafts}`, version: 1, body: entry as RuleBody, source: 'draft' });
    }
  }
  return chosen;
}

/** Ids begin with the time they were made, so the newest sort first. */
const newSimulationId = (): string => `${Date.now()}${String(randomInt(1000)).padStart(3, '0')}`;

export async function createSimulation(clientId: string, body: SimulationBody): Promise<SimulationAnswer> {
  const since = Math.floor(Date.parse(body.since) / 1000);
  const until = Math.floor(Date.parse(body.until) / 1000);
  const now = nowSeconds();
  if (until > now) throw inputError('until: must not be in the future');
  const rules = await withProgram(clientId, async (program) => {
    const [chosen, live] = await Promise.all([simulatedRules(clientId, body, program), body.segment_id ? liveSegmentsById(clientId) : undefined]);
    if (body.segment_id && !live?.has(body.segment_id)) throw inputError(`segment_id: the program has no segment in use with id ${body.segment_id}`);
    return chosen;
  });
  const record: SimulationRecord = {
    client_id: clientId,
    simulation_id: newSimulationId(),
    status: 'running',
    since,
    until,
    segment_id: body.segment_id ?? null,
    rules,
    replaced: body.replace,
    members_walked: 0,
    failure: null,
    result: null,
    date_created: now,
    date_finished: null,
  };
  await putSimulation(record);
  try {
    await fileStore().write(simulationRequestKey(clientId, record.simulation_id), Buffer.from(JSON.stringify({ simulation_id: record.simulation_id })));
    return simulationAnswer(record);
  } catch (error) {
    logger.error('simulation not requested', { clientId, simulationId: record.simulation_id, error: error as Error });
    await finishSimulation(clientId, record.simulation_id, now, { failure: NOT_STARTED });
    return simulationAnswer({ ...record, status: 'failed', failure: NOT_STARTED, date_finished: now });
  }
}

export async function simulationDetails(clientId: string, simulationId: string): Promise<SimulationAnswer> {
  const found = await withProgram(clientId, () => getSimulation(clientId, simulationId));
  if (!found) throw notFound(`simulation ${simulationId} not found`);
  return simulationAnswer(found);
}

export async function simulationList(clientId: string, limit: number): Promise<z.infer<typeof SimulationListBody>> {
  const found = await withProgram(clientId, () => listSimulations(clientId, limit));
  return { simulations: found.map((record) => withoutResult(simulationAnswer(record))) };
}

const withoutResult = ({ result: _result, ...rest }: SimulationAnswer) => rest;

function simulationAnswer(record: SimulationRecord): SimulationAnswer {
  return {
    simulation_id: record.simulation_id,
    status: record.status,
    since: isoTimestamp(record.since),
    until: isoTimestamp(record.until),
    segment_id: record.segment_id,
    rules: record.rules.map((rule) => ({ rule_id: rule.rule_id, name: rule.body.name, source: rule.source })),
    replaced: record.replaced,
    progress: { members_walked: record.members_walked },
    failure: record.failure,
    result: record.result,
    date_created: isoTimestamp(record.date_created),
    date_finished: record.date_finished === null ? null : isoTimestamp(record.date_finished),
  };
}

import { inParallel } from '../data/in-parallel.js';
import { RANK_SHARDS, rankIndexPage } from '../points/index.js';
import { readClient } from '../programs/index.js';
import { liveSegmentsById, membershipsAmong } from '../segments/index.js';
import { nowSeconds } from '../support/clock.js';
import { simulationOfRequestKey } from './keys.js';
import { replayMember } from './member-replay.js';
import type { SimulationPage } from './simulation-run-requests.js';
import {
  finishSimulation,
  getSimulation,
  KEPT_DAYS,
  putShardTally,
  recordSimulationStep,
  shardTallies,
  type SimulationRecord,
} from './simulation-repository.js';
import { simulationResult } from './simulation-results.js';
import { addMember, emptyTally, mergeTallies, type Tally } from './simulation-tally.js';
import { DAY_SECONDS } from '../support/periods.js';

/**
 * A simulation's run, as the state machine runs it when its request lands in the bucket: the
 * plan answers one walk per shard of the program's rank index (every member has one entry), each
 * walk a loop of pages; a page replays each of its members (member-replay.ts) and adds them to
 * the walk's tally, which rides in the state to the next page and is kept when the walk ends; the
 * finish merges the walks' tallies into the result. Nothing but the simulation's own items is written.
 */

/** Members of a page replayed at once: each is five reads. */
const MEMBERS_IN_PARALLEL = 8;
const PAGE_MEMBERS = 100;

async function runningSimulation(key: string): Promise<SimulationRecord | undefined> {
  const ids = simulationOfRequestKey(key);
  if (!ids) return undefined;
  const simulation = await getSimulation(ids.clientId, ids.simulationId);
  return simulation?.status === 'running' ? simulation : undefined;
}

export async function planSimulation(key: string): Promise<{ run: boolean; shards: SimulationPage[] }> {
  if (!(await runningSimulation(key))) return { run: false, shards: [] };
  return { run: true, shards: Array.from({ length: RANK_SHARDS }, (_unused, shard) => ({ key, shard, cursor: null, tally: emptyTally() })) };
}

/** One page of a shard's members replayed; answers where the walk goes on, its tally, and whether it is done. */
export async function simulationPage(page: SimulationPage): Promise<SimulationPage & { done: boolean }> {
  const simulation = await runningSimulation(page.key);
  if (!simulation) return { ...page, done: true };
  const clientId = simulation.client_id;
  const [client, live, walked] = await Promise.all([
    readClient(clientId),
    liveSegmentsById(clientId),
    rankIndexPage(clientId, page.shard, page.cursor ?? undefined, PAGE_MEMBERS),
  ]);
  let memberIds = walked.members.map((member) => member.memberId);
  if (simulation.segment_id !== null) {
    const inSegment = await membershipsAmong(clientId, memberIds, [simulation.segment_id]);
    memberIds = memberIds.filter((memberId) => inSegment.has(memberId));
  }
  const run = { client, since: simulation.since, until: simulation.until, rules: simulation.rules, segmentsInUse: new Set(live.keys()) };
  let tally: Tally = page.tally;
  await inParallel(memberIds, MEMBERS_IN_PARALLEL, async (memberId) => {
    const outcome = await replayMember(run, memberId);
    if (outcome) tally = addMember(tally, outcome);
  });
  const still = await recordSimulationStep(clientId, simulation.simulation_id, walked.members.length);
  const cursor = (walked.next as SimulationPage['cursor'] | undefined) ?? null;
  const done = !still || cursor === null;
  if (done && still) await putShardTally(clientId, simulation.simulation_id, page.shard, tally, simulation.date_created + KEPT_DAYS * DAY_SECONDS);
  return { ...page, cursor, tally, done };
}

/** The run's end: the walks' tallies merged into the result, or the failure; nothing when it ended already. */
export async function finishSimulationRun(key: string, failure: string | undefined): Promise<{ finished: boolean }> {
  const simulation = await runningSimulation(key);
  if (!simulation) return { finished: false };
  const { client_id: clientId, simulation_id: simulationId } = simulation;
  const now = nowSeconds();
  if (failure) return { finished: await finishSimulation(clientId, simulationId, now, { failure }) };
  const tallies = await shardTallies(clientId, simulationId, RANK_SHARDS);
  if (tallies.some((tally) => tally === undefined)) {
    return { finished: await finishSimulation(clientId, simulationId, now, { failure: 'some walks of the members did not finish' }) };
  }
  const merged = tallies.reduce<Tally>((all, tally) => mergeTallies(all, tally ?? emptyTally()), emptyTally());
  const live = await liveSegmentsById(clientId);
  const result = simulationResult(merged, {
    since: simulation.since,
    until: simulation.until,
    rules: simulation.rules.map((rule) => ({
      rule_id: rule.rule_id,
      name: rule.body.name,
      source: rule.source,
      budget: rule.body.budget?.points_total ?? null,
    })),
    segmentNames: new Map([...live.values()].map((segment) => [segment.segment_id, segment.name])),
  });
  return { finished: await finishSimulation(clientId, simulationId, now, { result }) };
}

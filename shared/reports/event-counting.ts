import type { TransactItem } from '../data/transactions.js';
import { inParallel } from '../data/in-parallel.js';
import type { OutboxEvent } from '../events/index.js';
import { addChanges, counterParts, eventCounts, type CountChange } from './report-counts.js';
import { anyReportShard, counterWrites, markEventCountedItem, readReportStates, writeMarkedCounts, type ReportState } from './report-repository.js';

/**
 * Counting the outbox stream into program reports. Each transaction marks its events counted
 * (a put that fails if the mark exists) and adds their changes to one shard's day and total
 * items, so an event the stream hands over twice, in one batch or across retries of a batch,
 * counts once: a second try finds its mark, leaves it out and writes the rest. Events count on
 * their own day, so a late or reordered record changes the day it belongs to. While a rebuild
 * runs, events from its cutoff on count in the new generation as well.
 */

/** DynamoDB's limit of items per transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Transactions in flight at once: each takes its own random shard. */
const TRANSACTIONS_IN_PARALLEL = 4;

export interface CountingRun {
  events: number;
  counted: number;
  /** Events the stream handed over again (or twice in one batch): found marked, counted nothing. */
  alreadyCounted: number;
  /** Events that count nothing (user.updated, points.expiring). */
  ignored: number;
  transactions: number;
}

interface Counted {
  event: OutboxEvent;
  change: CountChange;
  generations: number[];
}

/**
 * The generations an event counts in: the current one, and a running rebuild's from its cutoff on.
 * An event written before the cutoff of the rebuild that made the current generation counts in
 * none (it is only marked): that rebuild's walk counted it from the ledger, and it arrives this
 * late only when replayed from the dead-letter queue.
 */
function generationsOf(state: ReportState, event: OutboxEvent): number[] {
  const current = state.walked_before !== undefined && event.created_at < state.walked_before ? [] : [state.generation];
  return state.rebuild && event.created_at >= state.rebuild.cutoff ? [...current, state.rebuild.generation] : current;
}

/** The counter writes of a group of events: per program and generation, one shard's day items and its totals. */
function counterItems(group: Counted[]): TransactItem[] {
  const byTarget = new Map<string, { clientId: string; generation: number; changes: CountChange[] }>();
  for (const { event, change, generations } of group) {
    for (const generation of generations) {
      const target = `${event.client_id}\u0000${generation}`;
      const entry = byTarget.get(target) ?? { clientId: event.client_id, generation, changes: [] };
      entry.changes.push(change);
      byTarget.set(target, entry);
    }
  }
  return [...byTarget.values()].flatMap(({ clientId, generation, changes }) => {
    const { days, totals } = addChanges(changes);
    return counterWrites(clientId, generation, anyReportShard(), days, totals);
  });
}

/** How many items a group's transaction holds: its marks and its counter writes (totals, day metrics, day rewards and activities). */
function itemCount(group: Counted[]): number {
  const targets = new Set<string>();
  for (const { event, change, generations } of group) {
    for (const generation of generations) {
      const program = `${event.client_id}\u0000${generation}`;
      targets.add(`${program}\u0000TOTAL`);
      targets.add(`${program}\u0000DAY\u0000${change.day}`);
      for (const name of Object.keys(change.counters)) {
        const kind = counterParts(name)?.kind;
        if (kind) targets.add(`${program}\u0000${kind}\u0000${change.day}`);
      }
    }
  }
  return group.length + targets.size;
}

/** Events in groups whose transactions stay within DynamoDB's limit. */
function groupsOf(counted: Counted[]): Counted[][] {
  const groups: Counted[][] = [];
  let group: Counted[] = [];
  for (const entry of counted) {
    if (itemCount([...group, entry]) > MAX_TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
    }
    group.push(entry);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Each program's groups taken in turn (its first, then every program's second, ...): a program
 * with a few events in a batch another fills is counted in the first transactions, not after all
 * of the busy one's.
 */
function inTurns(counted: Counted[]): Counted[][] {
  const byProgram = new Map<string, Counted[]>();
  for (const entry of counted) {
    const own = byProgram.get(entry.event.client_id);
    if (own) own.push(entry);
    else byProgram.set(entry.event.client_id, [entry]);
  }
  const small = [...byProgram.values()].filter((entries) => entries.length < MAX_TRANSACTION_ITEMS / 4).flat();
  const queues = [groupsOf(small), ...[...byProgram.values()].filter((entries) => entries.length >= MAX_TRANSACTION_ITEMS / 4).map(groupsOf)];
  const turns: Counted[][] = [];
  for (let turn = 0; queues.some((groups) => turn < groups.length); turn++) {
    for (const groups of queues) if (turn < groups.length) turns.push(groups[turn] as Counted[]);
  }
  return turns;
}

/** Writes one group: its events marked and counted; those found marked already are left out. */
async function writeGroup(group: Counted[], now: number, run: CountingRun): Promise<void> {
  const { written, alreadyCounted } = await writeMarkedCounts(group, (pending) => [
    ...pending.map(({ event }) => markEventCountedItem(event.client_id, event.id, now)),
    ...counterItems(pending),
  ]);
  run.counted += written;
  run.alreadyCounted += alreadyCounted;
  if (written > 0) run.transactions++;
}

/** Counts a batch of outbox events into their programs' reports, each event once. */
export async function countEvents(events: OutboxEvent[], now: number): Promise<CountingRun> {
  const run: CountingRun = { events: events.length, counted: 0, alreadyCounted: 0, ignored: 0, transactions: 0 };
  const unique = new Map<string, OutboxEvent>();
  for (const event of events) {
    if (unique.has(event.id)) run.alreadyCounted++;
    else unique.set(event.id, event);
  }
  const counting = [...unique.values()].flatMap((event) => {
    const change = eventCounts(event);
    if (!change) run.ignored++;
    return change ? [{ event, change }] : [];
  });
  if (counting.length === 0) return run;
  const states = await readReportStates([...new Set(counting.map(({ event }) => event.client_id))]);
  const counted = counting
    .map(({ event, change }) => ({ event, change, generations: generationsOf(states.get(event.client_id) as ReportState, event) }))
    // A program's events together, day by day: fewer counter items per transaction.
    .sort((a, b) => a.event.client_id.localeCompare(b.event.client_id) || a.change.day.localeCompare(b.change.day));
  await inParallel(inTurns(counted), TRANSACTIONS_IN_PARALLEL, (group) => writeGroup(group, now, run));
  return run;
}

import { randomInt } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { sendConditionalWrite, tableName } from '../data/client.js';
import { batchGet, indexPage, queryRange, type Item } from '../data/batch-reads.js';
import { dueItemDecoder } from '../data/due-buckets.js';
import { corruptItem, itemDecoder } from '../data/item-decoder.js';
import {
  countedEventKey,
  deliveryOutcomeDayKey,
  deliveryOutcomeDayRange,
  REPORT_SHARDS,
  rebuiltMemberKey,
  reportDayKey,
  reportDayRange,
  reportItemDate,
  reportItemsDayKey,
  reportItemsDayRange,
  reportItemsMonthKey,
  reportItemsMonthRange,
  reportRebuildIndexKeys,
  reportStateKey,
  reportTotalKey,
  type ReportItemKind,
} from './keys.js';
import { removedMembersPartition } from '../member-store/index.js';
import type { ItemKey } from '../data/keys.js';
import { TABLE_ATTRIBUTES, TTL_ATTRIBUTE } from '../data/table.js';
import { cancellationCodes, pauseBeforeRetry, writeTransaction, type TransactItem } from '../data/transactions.js';
import { batchPut } from '../data/batch-writes.js';
import { OUTBOX_TTL_SECONDS } from '../events/index.js';
import { logger } from '../support/logger.js';
import { DAY_SECONDS } from '../support/periods.js';
import { monthDays, reportDay, reportMonth, splitDay, wholeMonthsWithin, type DeliveryMetric, type ReportSpan } from './report-counts.js';

/**
 * The items of program reports. Counters: per program, generation and shard, one item per UTC
 * day and one of running totals, moved only by ADD inside the transaction that also marks what
 * was counted (an event, a part of a member's ledger), so nothing counts twice. A program's
 * state item says which generation reads take and, while a rebuild runs, the next one.
 */

/** A rebuild of a program's counters from its ledgers into the next generation. */
const RebuildSchema = z.object({
  generation: z.number().int(),
  requested_at: z.number(),
  /** Events from this moment on count in the new generation too; the walk counts ledger entries written before it. */
  cutoff: z.number(),
  /** Where the walk is: a rank index shard, then the deleted members' line. */
  line: z.enum(['ranks', 'removed']),
  shard: z.number().int(),
  cursor: z.record(z.string(), z.unknown()).optional(),
  members_counted: z.number().int(),
});
export type ReportRebuild = z.infer<typeof RebuildSchema>;

const ReportStateItem = z.object({
  client_id: z.string(),
  generation: z.number().int(),
  rebuild: RebuildSchema.optional(),
  /** When the last rebuild finished. */
  rebuilt_at: z.number().optional(),
  /** The cutoff of the rebuild that wrote the current generation: its walk counted all that was written before it. */
  walked_before: z.number().optional(),
});
export type ReportState = z.infer<typeof ReportStateItem>;

const decodeState = dueItemDecoder('report_state', ReportStateItem);

/** A program that never had a rebuild counts in generation 1. */
export const initialState = (clientId: string): ReportState => ({ client_id: clientId, generation: 1 });

/** The report states of programs, read consistently (a rebuild that just began is seen). */
export async function readReportStates(clientIds: string[]): Promise<Map<string, ReportState>> {
  const items = await batchGet(clientIds.map(reportStateKey), true);
  const states = new Map(clientIds.map((clientId) => [clientId, initialState(clientId)]));
  for (const item of items) {
    const state = decodeState(item);
    states.set(state.client_id, state);
  }
  return states;
}

export const readReportState = async (clientId: string): Promise<ReportState> => (await readReportStates([clientId])).get(clientId) ?? initialState(clientId);

/**
 * Starts a rebuild over the state as read: a concurrent request, or a rebuild already running,
 * wins. Queued until `startAt`.
 */
export async function putRebuild(state: ReportState, rebuild: ReportRebuild, startAt: number): Promise<boolean> {
  return sendConditionalWrite(
    new PutCommand({
      TableName: tableName(),
      Item: { ...reportStateKey(state.client_id), ...reportRebuildIndexKeys(state.client_id, startAt), type: 'report_state', ...state, rebuild },
      ConditionExpression: 'attribute_not_exists(PK) OR (#generation = :generation AND attribute_not_exists(#rebuild))',
      ExpressionAttributeNames: { '#generation': 'generation', '#rebuild': 'rebuild' },
      ExpressionAttributeValues: { ':generation': state.generation },
    }),
  );
}

/** Moves a rebuild's walk on, only from where it was read. */
export async function recordRebuildStep(
  state: ReportState,
  rebuild: ReportRebuild,
  next: Pick<ReportRebuild, 'line' | 'shard' | 'cursor' | 'members_counted'>,
): Promise<boolean> {
  const { cursor: _read, ...rest } = rebuild;
  const moved: ReportRebuild = {
    ...rest,
    line: next.line,
    shard: next.shard,
    members_counted: next.members_counted,
    ...(next.cursor ? { cursor: next.cursor } : {}),
  };
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: reportStateKey(state.client_id),
      UpdateExpression: 'SET #rebuild = :next',
      ConditionExpression: '#rebuild.#line = :line AND #rebuild.#shard = :shard AND #rebuild.members_counted = :counted AND #rebuild.#generation = :generation',
      ExpressionAttributeNames: { '#rebuild': 'rebuild', '#line': 'line', '#shard': 'shard', '#generation': 'generation' },
      ExpressionAttributeValues: {
        ':next': moved,
        ':line': rebuild.line,
        ':shard': rebuild.shard,
        ':counted': rebuild.members_counted,
        ':generation': rebuild.generation,
      },
    }),
  );
}

/** A finished rebuild: reads take its generation from now on; the queue entry goes. */
export async function finishRebuild(state: ReportState, rebuild: ReportRebuild, now: number): Promise<boolean> {
  return sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: reportStateKey(state.client_id),
      UpdateExpression: 'SET #generation = :next, rebuilt_at = :now, walked_before = :cutoff REMOVE #rebuild, GSI1PK, GSI1SK',
      ConditionExpression: '#rebuild.#generation = :next AND #generation = :current',
      ExpressionAttributeNames: { '#rebuild': 'rebuild', '#generation': 'generation' },
      ExpressionAttributeValues: { ':next': rebuild.generation, ':current': state.generation, ':now': now, ':cutoff': rebuild.cutoff },
    }),
  );
}

/** One update that adds `counters` to a counter item (a name per attribute; zero changes left out). */
export function addCountersItem(key: ItemKey, counters: Record<string, number>): TransactItem {
  const entries = Object.entries(counters).filter(([, value]) => value !== 0);
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': 'report_counter' };
  const adds = entries.map(([name, value], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = value;
    return `#c${index} :c${index}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET #type = :type${adds.length > 0 ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The updates that add a group's changes to one shard of a generation: its totals, then each
 * day's metrics and each day's per-item counters, days in order (a rebuild splits them into parts
 * by position, so the order must not vary).
 */
export function counterWrites(
  clientId: string,
  generation: number,
  shard: number,
  days: Map<string, Record<string, number>>,
  totals: Record<string, number>,
): TransactItem[] {
  const byDay = [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, counters]) => ({ day, ...splitDay(counters) }));
  const itemsOf = (kind: ReportItemKind, pick: (split: (typeof byDay)[number]) => Record<string, number>) =>
    byDay
      .filter((split) => Object.keys(pick(split)).length > 0)
      .map((split) => addCountersItem(reportItemsDayKey(clientId, generation, shard, kind, split.day), pick(split)));
  return [
    addCountersItem(reportTotalKey(clientId, generation, shard), totals),
    ...byDay
      .filter(({ metrics }) => Object.keys(metrics).length > 0)
      .map(({ day, metrics }) => addCountersItem(reportDayKey(clientId, generation, shard, day), metrics)),
    ...itemsOf('REWARDS', (split) => split.rewards),
    ...itemsOf('ACTIVITIES', (split) => split.activities),
  ];
}

/** A shard for a writer to take: writers spread over every shard, so no program's counters form a hot partition. */
export const anyReportShard = (): number => randomInt(REPORT_SHARDS);

/** How long an event stays marked as counted: past the stream's 24 hours and every retry of a batch. */
const COUNTED_MARK_SECONDS = 3 * 86_400;

/** Marks an event counted, only if it was not: the transaction that counts it fails on a second try. */
export function markEventCountedItem(clientId: string, eventId: string, now: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...countedEventKey(clientId, eventId), type: 'counted_event', [TTL_ATTRIBUTE]: now + COUNTED_MARK_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Tries of one counting transaction whose counters another writer held (TransactionConflict). */
const MAX_COUNTING_TRIES = 12;

/**
 * Writes counts once: `build` makes the transaction of the entries still to write, their marks
 * first (one per entry, put under attribute_not_exists). An entry whose mark stands already was
 * counted before and is left out; a transaction another writer held is tried again after a
 * moment (`build` may then pick other shards). Answers how many entries it wrote and how many it
 * found counted, and the transactions it committed.
 */
export async function writeMarkedCounts<T>(entries: T[], build: (pending: T[]) => TransactItem[]): Promise<{ written: number; alreadyCounted: number }> {
  let pending = entries;
  let alreadyCounted = 0;
  for (let attempt = 1; pending.length > 0; attempt++) {
    try {
      await writeTransaction(build(pending));
      return { written: pending.length, alreadyCounted };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes || attempt >= MAX_COUNTING_TRIES) throw error;
      const counted = pending.filter((_entry, index) => codes[index] === 'ConditionalCheckFailed');
      alreadyCounted += counted.length;
      pending = pending.filter((entry) => !counted.includes(entry));
      if (counted.length === 0) await pauseBeforeRetry(attempt);
    }
  }
  return { written: 0, alreadyCounted };
}

/** A rebuild's marks outlive any rebuild's walk. */
const REBUILT_MARK_SECONDS = 30 * 86_400;

/** Marks a part of a member's ledger counted into a generation, only if it was not. */
export function markMemberCountedItem(clientId: string, generation: number, memberId: number, part: number, now: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...rebuiltMemberKey(clientId, generation, memberId, part), type: 'rebuilt_member', [TTL_ATTRIBUTE]: now + REBUILT_MARK_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Sums counter items attribute by attribute. A report adds up thousands of them (400 days of every
 * shard), so each attribute is checked as it is added instead of each item being decoded into a
 * record first (which took most of a long report's CPU): one that is not a number stops the read
 * as a corrupt item, as a decoder would.
 */
function sumCounters(items: Item[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const item of items) {
    for (const name in item) {
      if (TABLE_ATTRIBUTES.has(name)) continue;
      const value = item[name];
      if (typeof value !== 'number') throw corruptItem('report_counter', item, name, 'expected number');
      sum[name] = (sum[name] ?? 0) + value;
    }
  }
  return sum;
}

/** A generation's running totals: every shard's, added up (one BatchGetItem). */
export async function readTotals(clientId: string, generation: number): Promise<Record<string, number>> {
  const keys = Array.from({ length: REPORT_SHARDS }, (_unused, shard) => reportTotalKey(clientId, generation, shard));
  return sumCounters(await batchGet(keys));
}

/** Adds each day's items of every shard up. */
async function readDaysOf(ranges: Array<{ PK: string; SKFrom: string; SKTo: string }>): Promise<Map<string, Record<string, number>>> {
  const pages = await Promise.all(ranges.map(queryRange));
  const days = new Map<string, Item[]>();
  for (const item of pages.flat()) {
    const day = reportItemDate(String(item.SK));
    const ofDay = days.get(day);
    if (ofDay) ofDay.push(item);
    else days.set(day, [item]);
  }
  return new Map([...days].map(([day, items]) => [day, sumCounters(items)]));
}

/** A generation's metrics per day in [fromDay, toDay], every shard added up (one query per shard, in parallel). */
export const readDays = (clientId: string, generation: number, fromDay: string, toDay: string) =>
  readDaysOf(Array.from({ length: REPORT_SHARDS }, (_unused, shard) => reportDayRange(clientId, generation, shard, fromDay, toDay)));

/**
 * How long after a month ends its counts may still move: an event counts on the day it was
 * written, and reaches the counter within the stream's 24 hours and the retries of its batch, or
 * when an operator replays it from the dead-letter queue, which can happen while its outbox item
 * lives (7 days).
 */
const MONTH_SETTLES_SECONDS = OUTBOX_TTL_SECONDS + DAY_SECONDS;

/** A top list's range at `now`: the settled whole months it reads as months, and the days it reads as days. */
export function topListSpans(fromDay: string, toDay: string, now: number): { months: string[]; days: ReportSpan[] } {
  // The last day a settled month may end on: the whole of it lies MONTH_SETTLES_SECONDS back.
  return wholeMonthsWithin(fromDay, toDay, reportDay(now - MONTH_SETTLES_SECONDS - DAY_SECONDS));
}

/**
 * One shard's per-item counter items over a top list's spans: its settled months as month items
 * and the other days as day items, in one round trip. A month without its item yet is added up
 * from its days, and the sum put as the month's item (the same sum whoever puts it: the month is
 * settled), so each month's days are read once.
 */
async function shardItemCounters(clientId: string, generation: number, shard: number, kind: ReportItemKind, spans: ReturnType<typeof topListSpans>) {
  const { months, days } = spans;
  const dayRange = (span: ReportSpan) => reportItemsDayRange(clientId, generation, shard, kind, span.from, span.to);
  const [monthItems, ...dayItems] = await Promise.all([
    months.length > 0 ? queryRange(reportItemsMonthRange(clientId, generation, shard, kind, months[0] as string, months.at(-1) as string)) : [],
    ...days.map((span) => queryRange(dayRange(span))),
  ]);
  const found = new Set(monthItems.map((item) => reportItemDate(String(item.SK))));
  const missing = months.filter((month) => !found.has(month));
  if (missing.length === 0) return [...monthItems, ...dayItems.flat()];
  const missingDays = await queryRange(dayRange({ from: monthDays(missing[0] as string).from, to: monthDays(missing.at(-1) as string).to }));
  const byMonth = new Map<string, Item[]>(missing.map((month) => [month, []]));
  for (const item of missingDays) byMonth.get(reportMonth(reportItemDate(String(item.SK))))?.push(item);
  const rolledUp = [...byMonth].map(([month, items]) => ({
    ...reportItemsMonthKey(clientId, generation, shard, kind, month),
    type: 'report_counter',
    ...sumCounters(items),
  }));
  // Keeping the sums spares later reads; the answer does not depend on it.
  await batchPut(rolledUp).catch((error: Error) => logger.warn('month totals of a top list could not be kept', { client_id: clientId, error }));
  return [...monthItems, ...rolledUp, ...dayItems.flat()];
}

/** A generation's per-reward (or per-activity) counters over [fromDay, toDay], every shard added up (the shards in parallel). */
export async function readItemTotals(
  clientId: string,
  generation: number,
  kind: ReportItemKind,
  fromDay: string,
  toDay: string,
  now: number,
): Promise<Record<string, number>> {
  const spans = topListSpans(fromDay, toDay, now);
  const shards = Array.from({ length: REPORT_SHARDS }, (_unused, shard) => shardItemCounters(clientId, generation, shard, kind, spans));
  return sumCounters((await Promise.all(shards)).flat());
}

/** Webhook delivery outcomes per day in [fromDay, toDay]. */
export const readDeliveryDays = (clientId: string, fromDay: string, toDay: string) =>
  readDaysOf(Array.from({ length: REPORT_SHARDS }, (_unused, shard) => deliveryOutcomeDayRange(clientId, shard, fromDay, toDay)));

/** Counts one delivery outcome on its day: written in the transaction that records the outcome. */
export const countDeliveryOutcomeItem = (clientId: string, metric: DeliveryMetric, day: string): TransactItem =>
  addCountersItem(deliveryOutcomeDayKey(clientId, anyReportShard(), day), { [metric]: 1 });

/** The attributes of a deleted member's remains a rebuild reads. */
const decodeRemoved = itemDecoder('member', z.object({ id: z.number() }).catchall(z.unknown()));

/** One page of a program's deleted members (their remains), on one shard of the line. */
export async function removedMembersPage(clientId: string, shard: number, cursor?: Record<string, unknown>, limit = 100) {
  const page = await indexPage(removedMembersPartition(clientId, shard), { cursor, limit });
  return { memberIds: page.items.map((item) => decodeRemoved(item).id), next: page.next };
}

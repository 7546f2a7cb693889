import { type ItemKey, join, SEP, sortableNumber } from '../data/keys.js';

/** The keys of program reports: their state, the rebuild queue, counters by day, month and shard, and counting markers. */

/** Shards of a program's report counters: each write goes to one, a read adds them up. */
export const REPORT_SHARDS = 8;

/** A program's report state: the generation of counters reads take, and the rebuild writing the next. In the client's partition. */
export const reportStateKey = (clientId: string): ItemKey => ({ PK: join('CLIENT', clientId), SK: 'REPORTS' });
/** Rebuilds wait in one GSI1 partition (they are rare) until the day their walk may start. */
export const REPORT_REBUILD_QUEUE = 'REPORT_REBUILD_QUEUE';
export const reportRebuildIndexKeys = (clientId: string, startAt: number) => ({
  GSI1PK: REPORT_REBUILD_QUEUE,
  GSI1SK: join(sortableNumber(startAt, 12), clientId),
});

const reportPartition = (clientId: string, generation: number, shard: number): string => join('REPORT', clientId, 'G', generation, shard);
/** A report day as its sort key: the UTC date, YYYY-MM-DD, so day ranges are key ranges. */
export const reportDayKey = (clientId: string, generation: number, shard: number, day: string): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: join('DAY', day),
});
/**
 * A report day's counters per reward, or per activity, apart from its metrics: each top list reads
 * its own kind's items, the series neither.
 */
export type ReportItemKind = 'REWARDS' | 'ACTIVITIES';
export const reportItemsDayKey = (clientId: string, generation: number, shard: number, kind: ReportItemKind, day: string): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: join(kind, day),
});
export const reportItemsDayRange = (clientId: string, generation: number, shard: number, kind: ReportItemKind, fromDay: string, toDay: string) => ({
  PK: reportPartition(clientId, generation, shard),
  SKFrom: join(kind, fromDay),
  SKTo: join(kind, toDay),
});
/**
 * A settled report month's counters per reward, or per activity, of one shard: its day items
 * added up once, by the first top list that covers the whole month, so later ones read one item
 * for its days. In partitions of their own, the only ones a top list's role may write.
 */
const reportMonthsPartition = (clientId: string, generation: number, shard: number): string => join('REPORT_MONTHS', clientId, 'G', generation, shard);
export const reportItemsMonthKey = (clientId: string, generation: number, shard: number, kind: ReportItemKind, month: string): ItemKey => ({
  PK: reportMonthsPartition(clientId, generation, shard),
  SK: join(kind, month),
});
export const reportItemsMonthRange = (clientId: string, generation: number, shard: number, kind: ReportItemKind, fromMonth: string, toMonth: string) => ({
  PK: reportMonthsPartition(clientId, generation, shard),
  SKFrom: join(kind, fromMonth),
  SKTo: join(kind, toMonth),
});
/** The date a report day or month item is for, from its sort key: YYYY-MM-DD, or YYYY-MM. */
export const reportItemDate = (SK: string): string => SK.slice(SK.lastIndexOf(SEP) + 1);
/** A shard's running totals since the program began. */
export const reportTotalKey = (clientId: string, generation: number, shard: number): ItemKey => ({
  PK: reportPartition(clientId, generation, shard),
  SK: 'TOTAL',
});
export const reportDayRange = (clientId: string, generation: number, shard: number, fromDay: string, toDay: string) => ({
  PK: reportPartition(clientId, generation, shard),
  SKFrom: join('DAY', fromDay),
  SKTo: join('DAY', toDay),
});
/** Webhook delivery outcomes by day: kept apart from the generations, since no ledger can rebuild them. */
export const deliveryOutcomeDayKey = (clientId: string, shard: number, day: string): ItemKey => ({
  PK: join('REPORT', clientId, 'DELIVERIES', shard),
  SK: join('DAY', day),
});
export const deliveryOutcomeDayRange = (clientId: string, shard: number, fromDay: string, toDay: string) => ({
  PK: join('REPORT', clientId, 'DELIVERIES', shard),
  SKFrom: join('DAY', fromDay),
  SKTo: join('DAY', toDay),
});
/** That an outbox event was counted: one small partition per event, so markers spread over the table. */
export const countedEventKey = (clientId: string, eventId: string): ItemKey => ({ PK: join('REPORT', clientId, 'EVENT', eventId), SK: 'COUNTED' });
/** That a rebuild counted a part of a member's ledger (`part` of its transactions). */
export const rebuiltMemberKey = (clientId: string, generation: number, memberId: number, part: number): ItemKey => ({
  PK: join('REPORT', clientId, 'G', generation, 'MEMBER', memberId),
  SK: join('PART', part),
});
export const REPORT_PARTITIONS = join('REPORT', '*');
export const REPORT_MONTH_PARTITIONS = join('REPORT_MONTHS', '*');

import { randomUUID } from 'node:crypto';
import { type ItemKey, join, SEP, shardOf, sortableNumber, utcDay } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/**
 * The keys of points: the ledger and adjustments, the activity catalogue, the rank tree and
 * index, activity caps, the activity stream and expiry markers and notices.
 */

/** Ledger entries sort by time inside the member's partition; newest first is a reverse query. */
export const ledgerEntryKey = (clientId: string, memberId: number, at: number, entryId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('LEDGER', sortableNumber(at, 12), entryId),
});

/**
 * A ledger entry's id carries its date (base 36, before the first hyphen), so an entry is read
 * by its id alone (an explanation, a link) with one GetItem: its key is the member's partition
 * and the date and id. Entries written before ids carried it have a bare UUID.
 */
export const newLedgerEntryId = (at: number): string => `${Math.max(0, Math.trunc(at)).toString(36)}-${randomUUID()}`;
export function dateOfLedgerEntryId(entryId: string): number | undefined {
  const match = /^([0-9a-z]{1,9})-[0-9a-f]{8}-/.exec(entryId);
  return match?.[1] === undefined ? undefined : Number.parseInt(match[1], 36);
}

export const ledgerPrefix = (clientId: string, memberId: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: `LEDGER${SEP}`,
});

/** The member's ledger entries dated exactly `at` (one second): rolling and fixed expiries are dated at a month's first second. */
export const ledgerAtPrefix = (clientId: string, memberId: number, at: number): { PK: string; SKPrefix: string } => ({
  PK: memberPartitionKey(clientId, memberId),
  SKPrefix: `${join('LEDGER', sortableNumber(at, 12))}${SEP}`,
});

/** An operator's adjustment of a member's points, beside its ledger entry, so they list without reading the whole ledger. */
export const adjustmentKey = (clientId: string, memberId: number, at: number, adjustmentId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('ADJUSTMENT', sortableNumber(at, 12), adjustmentId),
});
export const adjustmentPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: `ADJUSTMENT${SEP}` });

/** A request for approval of a large adjustment: its own partition, addressed by its id alone (the approver knows no more). */
export const approvalKey = (clientId: string, adjustmentId: string): ItemKey => ({ PK: join('CLIENT', clientId, 'APPROVAL', adjustmentId), SK: 'APPROVAL' });

/** The program's requests for approval in one stored status, one GSI2 partition: the queue is the pending one. */
export const approvalQueuePartition = (clientId: string, status: string): string => join('CLIENT', clientId, 'APPROVALS', status);

/** GSI2 keys of a request in a status, by deadline (so by request time), moved whole when it is decided. */
export const approvalQueueIndexKeys = (clientId: string, status: string, approveBy: number, adjustmentId: string) => ({
  GSI2PK: approvalQueuePartition(clientId, status),
  GSI2SK: join(sortableNumber(approveBy, 12), adjustmentId),
});

/** The member's ledger entries dated from `from` to `to` (Unix seconds, both included), as a sort key range. */
export const ledgerRange = (clientId: string, memberId: number, from: number, to: number) => ({
  PK: memberPartitionKey(clientId, memberId),
  SKFrom: join('LEDGER', sortableNumber(from, 12)),
  SKTo: join('LEDGER', sortableNumber(to + 1, 12)),
});

/** The client's catalogue partition: its activities, and the reward catalogue beside them. */
export const cataloguePartition = (clientId: string): string => join('CLIENT', clientId, 'CATALOGUE');

/** Catalogue items live in the client's partition: small, read together, written rarely. */
export const activityKey = (clientId: string, activityId: string): ItemKey => ({
  PK: cataloguePartition(clientId),
  SK: join('ACTIVITY', activityId),
});
export const activityPrefix = (clientId: string) => ({ PK: cataloguePartition(clientId), SKPrefix: `ACTIVITY${SEP}` });

/**
 * A member's earning entries by ending total (GSI1), so the entry where the running total first
 * reached a value is one Limit 1 query (tier_info's date_reached).
 */
export const ledgerTotalIndexKeys = (clientId: string, memberId: number, endingTotal: number, at: number, entryId: string) => ({
  GSI1PK: join('CLIENT', clientId, 'MEMBER', memberId, 'EARNED'),
  GSI1SK: join(sortableNumber(endingTotal, 16), sortableNumber(at, 12), entryId),
});
export const ledgerTotalIndexBound = (clientId: string, memberId: number, endingTotal: number) => ({
  GSI1PK: join('CLIENT', clientId, 'MEMBER', memberId, 'EARNED'),
  GSI1SK: sortableNumber(endingTotal, 16),
});

/**
 * One item per rank-tree node shard; tree is 'L' (lifetime) or a week/month window id.
 * Each node shard is its own partition, so tree writes spread over the table (RANK_NODE_PARTITIONS
 * names them all for IAM).
 */
export const rankNodeKey = (clientId: string, tree: string, level: number, prefix: string, shard: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'RANKNODE', tree, level, prefix || '-', shard),
  SK: 'RANKNODE',
});

/** A member's entry in the rank index: its own item in the member's partition. */
export const rankEntryKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: 'RANKENTRY',
});

/** Largest member id the rank index's sort key can invert (ids are below 2^47). */
const RANK_ID_CEILING = 2 ** 53 - 1;

/**
 * Rank index (GSI1) position: ascending sort key = ascending rank order from the bottom, i.e.
 * more points sort later and, at equal points, a smaller member id sorts later (ranks higher).
 */
/** The GSI1 partition of one shard of a client's rank index: every member of the client, by total_points. */
export const rankIndexPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'RANKINDEX', shard);
export const rankIndexKeys = (clientId: string, shard: number, totalPoints: number, memberId: number) => ({
  GSI1PK: rankIndexPartition(clientId, shard),
  GSI1SK: join(sortableNumber(totalPoints, 16), sortableNumber(RANK_ID_CEILING - memberId, 16)),
});

/**
 * A member's place in the member sample line (GSI3, keys only), on its rank entry: every member of
 * a client by member id, in the rank shards. Ids are drawn at random, so the members that follow
 * any point of the line are a random sample of the program; the rank mover updates the entry on
 * every points change, but with these keys unchanged, so the keys-only index is written once.
 */
export const memberSamplePartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'MEMBERSAMPLE', shard);
export const memberSampleKeys = (clientId: string, shard: number, memberId: number) => ({
  GSI3PK: memberSamplePartition(clientId, shard),
  GSI3SK: sortableNumber(memberId, 16),
});

/** Completions of one activity by one member in one cap window (day, week, month or lifetime). */
export const activityCapKey = (clientId: string, memberId: number, activityId: string, window: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('ACTCAP', activityId, window),
});

/** Attempts made towards an activity's freq_num_required_attempts, since its last award. */
export const activityAttemptsKey = (clientId: string, memberId: number, activityId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('ACTATTEMPTS', activityId),
});

/** A member's response to a survey activity: at most one, so its put under attribute_not_exists is the once-per-member rule. */
export const surveyResponseKey = (clientId: string, memberId: number, activityId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('SURVEY', activityId),
});

/** Activity stream records, spread over shards; each shard is read newest first. */
export const streamPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'STREAM', shard);
export const streamRecordKey = (clientId: string, shard: number, at: number, entryId: string): ItemKey => ({
  PK: streamPartition(clientId, shard),
  SK: join(sortableNumber(at, 12), entryId),
});

/** Shards of each day's expiry bucket: rolling and fixed policies put a client's members on the same day. */
export const EXPIRY_DUE_SHARDS = 32;

const expiryDuePartition = (day: string, shard: number): string => join('EXPIRY_DUE', day, shard);

/** The member's next expiry, one item in the member's partition, indexed by when it falls due. */
export const expiryMarkerKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartitionKey(clientId, memberId), SK: 'EXPIRY_DUE' });

/** GSI1 keys of an expiry marker: partitioned by the UTC day it falls due (sharded by member), sorted by the due time. */
export const expiryDueIndexKeys = (clientId: string, memberId: number, dueAt: number) => ({
  GSI1PK: expiryDuePartition(utcDay(dueAt), shardOf(`${clientId}${SEP}${memberId}`, EXPIRY_DUE_SHARDS)),
  GSI1SK: join(sortableNumber(dueAt, 12), clientId, memberId),
});

/** Every GSI1 partition holding markers due on the UTC day of `at`. */
export const expiryDuePartitions = (at: number): string[] =>
  Array.from({ length: EXPIRY_DUE_SHARDS }, (_unused, shard) => expiryDuePartition(utcDay(at), shard));

/** GSI1 sort keys of the markers due after `after` and by `through` (Unix seconds), for a BETWEEN. */
export const expiryDueRange = (after: number, through: number) => ({ from: sortableNumber(after + 1, 12), to: sortableNumber(through + 1, 12) });

/**
 * The record that a member was told its points expire at `dueAt` (points.expiring): at most one
 * per member and due date, written under `attribute_not_exists` with the event.
 */
export const expiryNoticeKey = (clientId: string, memberId: number, dueAt: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('EXPIRY_NOTICE', sortableNumber(dueAt, 12)),
});

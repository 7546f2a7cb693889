import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGet, queryPages, queryPrefix } from '../data/batch-reads.js';
import { itemDecoder } from '../data/item-decoder.js';
import type { TransactItem, WriteItem } from '../data/transactions.js';
import { documentClient, sendConditionalWrite, tableName } from '../data/client.js';
import { inputError } from '../errors.js';
import type { ConditionGroup } from '../support/condition-trees.js';
import {
  clockSegmentIndexKeys,
  clockSegmentPartition,
  CLOCK_SEGMENT_SHARDS,
  liveSegmentKey,
  liveSegmentPrefix,
  SEGMENT_SHARDS,
  segmentCountKey,
  segmentCountShardKey,
  segmentKey,
  segmentPrefix,
} from './keys.js';
import { readsTheClock } from './segment-filters.js';
import { MAX_ACTIVE_SEGMENTS, SEGMENT_KINDS, SEGMENT_STATUSES } from './segment-requests.js';

/**
 * A segment's items: its definition, and, while it is in use (not archived), a live copy in the
 * slice the per-container cache reads. The counter numbers segments and counts those in use, so
 * the caps are conditions, never counts. The member count is MEMBER_COUNT_FIELD summed over the
 * segment's count shards.
 */

// Checked by SegmentFilterSchema when written.
const StoredFilter = z.custom<ConditionGroup>((value) => typeof value === 'object' && value !== null).nullable();

/** A dynamic segment's fill: members walked so far, when it started and finished (Unix seconds), and why it failed. */
const BuildItem = z.object({ walked: z.number().int(), started_at: z.number(), finished_at: z.number().nullable(), failure: z.string().nullable() });
export type SegmentBuild = z.infer<typeof BuildItem>;

const SegmentItem = z.object({
  client_id: z.string(),
  segment_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(SEGMENT_KINDS),
  filter: StoredFilter.default(null),
  status: z.enum(SEGMENT_STATUSES),
  build: BuildItem.nullable().default(null),
  version: z.number().int(),
  date_created: z.number(),
  date_updated: z.number(),
});
export type SegmentRecord = z.infer<typeof SegmentItem>;
const decodeSegment = itemDecoder('segment', SegmentItem);

const LiveSegmentItem = z.object({
  segment_id: z.string(),
  name: z.string(),
  kind: z.enum(SEGMENT_KINDS),
  filter: StoredFilter.default(null),
  version: z.number().int(),
});
export type LiveSegment = z.infer<typeof LiveSegmentItem>;
const decodeLive = itemDecoder('live_segment', LiveSegmentItem);

/** The field of a count shard that counts members. */
export const MEMBER_COUNT_FIELD = 'members';

export async function getSegment(clientId: string, segmentId: string): Promise<SegmentRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: segmentKey(clientId, segmentId), ConsistentRead: true }));
  return Item ? decodeSegment(Item) : undefined;
}

/** Every segment of the program (at most MAX_SEGMENTS), by id. */
export async function listSegments(clientId: string): Promise<SegmentRecord[]> {
  const { PK, SKPrefix } = segmentPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix)).map(decodeSegment).sort((a, b) => Number(a.segment_id) - Number(b.segment_id));
}

/** The segments in use: the live slice, at most MAX_ACTIVE_SEGMENTS small items. */
export async function listLiveSegments(clientId: string): Promise<LiveSegment[]> {
  const { PK, SKPrefix } = liveSegmentPrefix(clientId);
  return (await queryPrefix(PK, SKPrefix, { consistent: true })).map(decodeLive);
}

/** The segments in use by id, read consistently. */
export const liveSegmentsById = async (clientId: string): Promise<Map<string, LiveSegment>> =>
  new Map((await listLiveSegments(clientId)).map((segment) => [segment.segment_id, segment]));

/** The member count of each segment named, by id: its shards added up (one batch read for them all). */
export async function memberCounts(clientId: string, segmentIds: readonly string[]): Promise<Map<string, number>> {
  const shards = segmentIds.flatMap((segmentId) =>
    Array.from({ length: SEGMENT_SHARDS }, (_unused, shard) => ({ segmentId, key: segmentCountShardKey(clientId, segmentId, shard) })),
  );
  const segmentOf = new Map(shards.map(({ segmentId, key }) => [key.PK, segmentId]));
  const counts = new Map(segmentIds.map((segmentId) => [segmentId, 0]));
  for (const item of await batchGet(
    shards.map(({ key }) => key),
    true,
  )) {
    const segmentId = segmentOf.get(String(item.PK)) as string;
    counts.set(segmentId, (counts.get(segmentId) ?? 0) + Number(item[MEMBER_COUNT_FIELD] ?? 0));
  }
  return counts;
}

/** The counter: the last id given (a create is conditioned on it) and how many segments are in use. */
export async function segmentCounter(clientId: string): Promise<{ lastId: number; active: number }> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: segmentCountKey(clientId), ConsistentRead: true }));
  return { lastId: typeof Item?.last_id === 'number' ? Item.last_id : 0, active: typeof Item?.active === 'number' ? Item.active : 0 };
}

export const tooManySegments = () => inputError(`a program has at most ${MAX_ACTIVE_SEGMENTS} segments in use; archive one first`);

const segmentItem = (record: SegmentRecord) => ({ ...segmentKey(record.client_id, record.segment_id), type: 'segment', ...record });

/** The live copy follows the segment: written while it is in use, deleted when it is archived. */
function liveItem(record: SegmentRecord): TransactItem {
  const Key = liveSegmentKey(record.client_id, record.segment_id);
  if (record.status === 'archived') return { Delete: { TableName: tableName(), Key } };
  const { segment_id, name, kind, filter, version } = record;
  // A filter that reads the clock puts the segment on the daily refresh's line.
  const clock = filter && readsTheClock(filter) ? clockSegmentIndexKeys(record.client_id, segment_id) : {};
  return {
    Put: { TableName: tableName(), Item: { ...Key, ...clock, type: 'live_segment', client_id: record.client_id, segment_id, name, kind, filter, version } },
  };
}

/**
 * A new segment under the id after `lastId`: the counter moves only from the value read (two
 * creates racing for one id cannot both land) and counts it against the cap (a condition).
 */
export function newSegmentItems(record: SegmentRecord, lastId: number): WriteItem[] {
  const idCondition = lastId === 0 ? 'attribute_not_exists(last_id)' : 'last_id = :read';
  return [
    { Put: { TableName: tableName(), Item: segmentItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    liveItem(record),
    {
      Update: {
        TableName: tableName(),
        Key: segmentCountKey(record.client_id),
        UpdateExpression: 'SET last_id = :id, active = if_not_exists(active, :zero) + :one',
        ConditionExpression: `${idCondition} AND (attribute_not_exists(active) OR active < :max)`,
        ExpressionAttributeValues: {
          ':id': Number(record.segment_id),
          ...(lastId === 0 ? {} : { ':read': lastId }),
          ':zero': 0,
          ':one': 1,
          ':max': MAX_ACTIVE_SEGMENTS,
        },
      },
    },
  ];
}

/**
 * A changed segment, replacing `previous` only while it is still the version read (a change made
 * meanwhile cancels the write, and the use case reads again); archiving frees its place under the cap.
 */
export function changedSegmentItems(previous: SegmentRecord, next: SegmentRecord): WriteItem[] {
  const archived = previous.status !== 'archived' && next.status === 'archived';
  return [
    {
      Put: {
        TableName: tableName(),
        Item: segmentItem(next),
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': previous.version },
      },
    },
    liveItem(next),
    ...(archived
      ? [
          {
            Update: {
              TableName: tableName(),
              Key: segmentCountKey(next.client_id),
              UpdateExpression: 'SET active = active - :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ]
      : []),
  ];
}

/** A build's page walked: its members counted, only while the segment is still building that version (false: it moved on). */
export const recordBuildStep = (clientId: string, segmentId: string, version: number, walked: number): Promise<boolean> =>
  sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: segmentKey(clientId, segmentId),
      UpdateExpression: 'ADD #build.walked :walked',
      ConditionExpression: 'version = :version AND #status = :building',
      ExpressionAttributeNames: { '#build': 'build', '#status': 'status' },
      ExpressionAttributeValues: { ':walked': walked, ':version': version, ':building': 'building' },
    }),
  );

/**
 * A build's end: ready, or build_failed with why. A new version, so a change read before it
 * writes again from what it is now; false when the segment moved on from that build.
 */
export const finishBuild = (clientId: string, segmentId: string, version: number, at: number, failure: string | undefined): Promise<boolean> =>
  sendConditionalWrite(
    new UpdateCommand({
      TableName: tableName(),
      Key: segmentKey(clientId, segmentId),
      UpdateExpression: 'SET #status = :status, #build.finished_at = :at, #build.failure = :failure, version = version + :one, date_updated = :at',
      ConditionExpression: 'version = :version AND #status = :building',
      ExpressionAttributeNames: { '#build': 'build', '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': failure ? 'build_failed' : 'ready',
        ':at': at,
        ':failure': failure ?? null,
        ':version': version,
        ':building': 'building',
        ':one': 1,
      },
    }),
  );

/** Every live segment whose filter reads the clock, across programs: one Query per shard of their index line. */
export async function clockSegments(): Promise<Array<LiveSegment & { client_id: string }>> {
  const shards = await Promise.all(
    Array.from({ length: CLOCK_SEGMENT_SHARDS }, (_unused, shard) =>
      queryPages({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': clockSegmentPartition(shard) } }),
    ),
  );
  return shards.flat().map((item) => ({ ...decodeLive(item), client_id: String(item.client_id) }));
}

import { type ItemKey, join, SEP, shardOf, sortableNumber } from '../data/keys.js';
import { memberPartitionKey } from '../member-store/index.js';

/**
 * The keys of segments. One partition per program holds every definition, the live copies of
 * the segments in use (what the per-container cache reads: at most MAX_ACTIVE_SEGMENTS small
 * items) and the counter that numbers and caps them. A member's membership is one item in the
 * member's own partition (what the member's segments read), on a GSI1 line per segment split
 * over SEGMENT_SHARDS partitions (what the segment's member list reads); its count is one
 * counter per shard, changed in the membership's own transaction.
 */
const segmentsPartition = (clientId: string): string => join('CLIENT', clientId, 'SEGMENTS');

export const segmentKey = (clientId: string, segmentId: string): ItemKey => ({ PK: segmentsPartition(clientId), SK: join('SEGMENT', segmentId) });
export const segmentPrefix = (clientId: string) => ({ PK: segmentsPartition(clientId), SKPrefix: `SEGMENT${SEP}` });

/** A segment's live copy while it is not archived: what the cache reads. */
export const liveSegmentKey = (clientId: string, segmentId: string): ItemKey => ({ PK: segmentsPartition(clientId), SK: join('LIVE', segmentId) });
export const liveSegmentPrefix = (clientId: string) => ({ PK: segmentsPartition(clientId), SKPrefix: `LIVE${SEP}` });

/** The program's segment counter: the last id given and how many segments are not archived. */
export const segmentCountKey = (clientId: string): ItemKey => ({ PK: segmentsPartition(clientId), SK: 'SEGMENT_COUNT' });

/**
 * Shards of a segment's member line and of its count: a member always lands in the same one, so
 * joining and leaving touch the same counter, and a bulk change spreads over them all.
 */
export const SEGMENT_SHARDS = 8;
export const segmentShardOf = (clientId: string, memberId: number): number => shardOf(`${clientId}${SEP}${memberId}`, SEGMENT_SHARDS);

/** A member's membership of a segment, in the member's partition. */
export const membershipKey = (clientId: string, memberId: number, segmentId: string): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: join('SEGMENT', segmentId),
});
export const membershipPrefix = (clientId: string, memberId: number) => ({ PK: memberPartitionKey(clientId, memberId), SKPrefix: `SEGMENT${SEP}` });

/** A segment's member line (GSI1): by member id within each shard. */
export const segmentLinePartition = (clientId: string, segmentId: string, shard: number): string => join('CLIENT', clientId, 'SEGMENT', segmentId, shard);
export const membershipIndexKeys = (clientId: string, memberId: number, segmentId: string) => ({
  GSI1PK: segmentLinePartition(clientId, segmentId, segmentShardOf(clientId, memberId)),
  GSI1SK: sortableNumber(memberId, 16),
});

/** A segment's member count, one counter per shard: a read adds them up. */
export const segmentCountShardKey = (clientId: string, segmentId: string, shard: number): ItemKey => ({
  PK: join('CLIENT', clientId, 'SEGMENTCOUNT', segmentId, shard),
  SK: 'COUNT',
});

/** A dynamic segment's build request in the files bucket: its arrival starts the build's fan-out. */
export const segmentBuildKey = (clientId: string, segmentId: string, version: number): string => `segment-builds/${clientId}/${segmentId}/${version}.json`;
/** A ready segment's daily refresh request (its members decided again as the clock moved): same walk, the segment stays ready. */
export const segmentRefreshKey = (clientId: string, segmentId: string, version: number, day: string): string =>
  `segment-builds/${clientId}/${segmentId}/${version}-refresh-${day}.json`;
/** The segment and version a build (or refresh) request's key names, or undefined for any other object. */
export function segmentOfBuildKey(key: string): { clientId: string; segmentId: string; version: number; refresh: boolean } | undefined {
  const [, clientId, segmentId, version, day] = /^segment-builds\/([A-Za-z0-9_-]+)\/(\d{1,9})\/(\d{1,9})(?:-refresh-(\d{8}))?\.json$/.exec(key) ?? [];
  return clientId && segmentId && version ? { clientId, segmentId, version: Number(version), refresh: day !== undefined } : undefined;
}

/**
 * The index line of the live segments whose filter reads the clock (GSI1 of their live copy),
 * across programs: what the daily refresh reads. Few items a program and written only when a
 * segment changes, so a few shards suffice.
 */
export const CLOCK_SEGMENT_SHARDS = 4;
export const clockSegmentPartition = (shard: number): string => join('CLOCK_SEGMENTS', shard);
export const clockSegmentIndexKeys = (clientId: string, segmentId: string) => ({
  GSI1PK: clockSegmentPartition(shardOf(clientId, CLOCK_SEGMENT_SHARDS)),
  GSI1SK: join(clientId, segmentId),
});

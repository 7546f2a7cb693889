import { inParallel } from '../data/in-parallel.js';
import { putOnSampleLine, RANK_SHARDS, rankIndexPage } from '../points/index.js';
import { readClient } from '../programs/index.js';
import { finishBuild, getSegment, type LiveSegment, recordBuildStep, segmentOfBuildKey } from '../segments/index.js';
import { nowSeconds } from '../support/clock.js';
import { logger } from '../support/logger.js';
import { reevaluateMember, segmentsInUse } from './member-reevaluation.js';
import type { SegmentBuildPage } from './segment-build-requests.js';

/**
 * A dynamic segment's build, as the state machine runs it when the segment's build request lands
 * in the bucket: the plan answers one walk per shard of the program's rank index (every member
 * has one entry), each walk a loop of pages; a page decides each of its members against the
 * segment with the same function the stream uses, and counts them in the segment's progress;
 * the finish marks the segment ready (or build_failed). A daily refresh (segment-refreshes.ts)
 * walks a ready segment the same way and leaves it ready. A build whose segment changed meanwhile
 * (a newer version) stops at its next page: the newer version's build fills it.
 */

/** Members of a page decided at once: each is two reads and at most one transaction. */
const MEMBERS_IN_PARALLEL = 8;
const PAGE_MEMBERS = 100;

/** The segment the request is for, while it still is what the request asked for: building that version, or (a daily refresh) ready at it. */
async function buildingSegment(key: string) {
  const ids = segmentOfBuildKey(key);
  if (!ids) return undefined;
  if (ids.refresh) {
    // A refresh names the version its members are decided by (the live copy's; a finished build moved the definition's on).
    const [segment, live] = await Promise.all([getSegment(ids.clientId, ids.segmentId), segmentsInUse(ids.clientId)]);
    return segment?.status === 'ready' && live.get(ids.segmentId)?.version === ids.version ? { ...segment, version: ids.version, refresh: true } : undefined;
  }
  const segment = await getSegment(ids.clientId, ids.segmentId);
  return segment?.status === 'building' && segment.version === ids.version ? { ...segment, refresh: false } : undefined;
}

export async function planSegmentBuild(key: string): Promise<{ run: boolean; shards: SegmentBuildPage[] }> {
  if (!(await buildingSegment(key))) return { run: false, shards: [] };
  return { run: true, shards: Array.from({ length: RANK_SHARDS }, (_unused, shard) => ({ key, shard, cursor: null })) };
}

/** One page of a shard's members decided; answers where the walk goes on, and whether it is done. */
export async function buildSegmentPage(page: SegmentBuildPage): Promise<SegmentBuildPage & { done: boolean }> {
  const segment = await buildingSegment(page.key);
  if (!segment) return { ...page, done: true };
  const client = await readClient(segment.client_id);
  const walked = await rankIndexPage(segment.client_id, page.shard, page.cursor ?? undefined, PAGE_MEMBERS);
  // The segment as its live copy stands (a change since makes each decision read again, and stop deciding it).
  const thisSegment = (live: Map<string, LiveSegment>): LiveSegment[] => {
    const found = live.get(segment.segment_id);
    return found && found.version === segment.version ? [found] : [];
  };
  const live = await segmentsInUse(segment.client_id);
  await inParallel(walked.members, MEMBERS_IN_PARALLEL, async ({ memberId }) => {
    await reevaluateMember(client, memberId, thisSegment, live);
  });
  // Members registered before the member sample line existed join it as a build walks by, so previews see them.
  await putOnSampleLine(
    segment.client_id,
    walked.members.filter((member) => !member.onSampleLine).map((member) => member.memberId),
  );
  // A refresh leaves the segment ready and its build as it was: the next page's read says whether it changed meanwhile.
  const still = segment.refresh || (await recordBuildStep(segment.client_id, segment.segment_id, segment.version, walked.members.length));
  const cursor = (walked.next as SegmentBuildPage['cursor'] | undefined) ?? null;
  return { ...page, cursor, done: !still || cursor === null };
}

/** The build's end: the segment ready, or build_failed with why; nothing when it moved on meanwhile. */
export async function finishSegmentBuild(key: string, failure: string | undefined): Promise<{ finished: boolean }> {
  const ids = segmentOfBuildKey(key);
  if (!ids) return { finished: false };
  // A refresh that failed leaves the segment as the last one left it, ready: tomorrow's refresh decides again.
  if (ids.refresh) {
    if (failure) logger.error('segment refresh failed', { clientId: ids.clientId, segmentId: ids.segmentId, failure });
    return { finished: !failure };
  }
  return { finished: await finishBuild(ids.clientId, ids.segmentId, ids.version, nowSeconds(), failure) };
}

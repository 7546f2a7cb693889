import { liveSegments } from './segment-cache.js';
import { membershipsOf } from './segment-memberships.js';
import { listLiveSegments } from './segment-repository.js';

/**
 * Segments as audiences: which of the segments in use a member is in (what a rule, an activity or
 * a reward naming segments reaches), and which named segments a program does not have in use.
 */

/** The segments in use the member is in: one read of its memberships after the cached slice. An archived segment reaches no one. */
export async function memberSegmentIds(clientId: string, memberId: number): Promise<Set<string>> {
  // A program without a segment in use (the cached slice says so) reads nothing more.
  const segments = await liveSegments(clientId);
  if (segments.size === 0) return new Set();
  const memberships = await membershipsOf(clientId, memberId);
  return new Set(memberships.map((membership) => membership.segment_id).filter((segmentId) => segments.has(segmentId)));
}

/**
 * The member's segments when one of `audiences` (a listing's activities or rewards) names
 * segments; none read, an empty set, when none does.
 */
export const segmentsForAudiences = (
  clientId: string,
  memberId: number,
  audiences: ReadonlyArray<{ segment_ids: readonly string[] | null }>,
): Promise<Set<string>> => (audiences.some((audience) => audience.segment_ids !== null) ? memberSegmentIds(clientId, memberId) : Promise.resolve(new Set()));

/** The ids of `segmentIds` that name no segment of the program in use, read consistently (a segment just made counts). */
export async function segmentsNotInUse(clientId: string, segmentIds: readonly string[]): Promise<string[]> {
  const live = new Set((await listLiveSegments(clientId)).map((segment) => segment.segment_id));
  return segmentIds.filter((segmentId) => !live.has(segmentId));
}

import type * as z from 'zod';
import { inParallel } from '../data/in-parallel.js';
import { cursorOfPositions, positionsOfCursor } from '../data/merged-ranges.js';
import { optimisticTransaction } from '../data/transactions.js';
import { ApiError, inputError } from '../errors.js';
import { findMember, getMembers, type IdType, type MemberRecord } from '../member-store/index.js';
import { withProgram } from '../programs/index.js';
import type { MemberRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';
import { isoTimestamp } from '../support/periods.js';
import { liveSegments } from './segment-cache.js';
import { getMembership, joinItems, leaveItems, memberExistsCheck, membershipsOf, segmentInUseCheck, segmentMembershipPage } from './segment-memberships.js';
import { memberCounts, type SegmentRecord } from './segment-repository.js';
import type { SegmentMembersChange, SegmentMembersInput } from './segment-requests.js';
import type { MemberSegmentsBody, SegmentMemberPageBody, SegmentMembersChangedBody } from './segment-responses.js';
import { existingSegment } from './segments.js';

/**
 * Who is in a segment: a static segment's members added and removed by the operator, member by
 * member (each its own transaction, so one member's failure holds up no other), a segment's
 * members paged, and a member's own segments.
 */

/** Members changed at once: each change is a read and a transaction of four items. */
const CHANGES_IN_PARALLEL = 16;

class MemberGone extends Error {}

export type Outcome = 'added' | 'removed' | 'unchanged' | 'not_found' | 'not_changed';

/**
 * Adds and removes a static segment's members. A member already in (or already out) is
 * unchanged; an id that names no member of the program is answered back in not_found, and the
 * rest go on. The same member named twice changes once.
 */
export async function changeSegmentMembers(
  clientId: string,
  segmentId: string,
  change: SegmentMembersChange,
): Promise<z.infer<typeof SegmentMembersChangedBody>> {
  const segment = await withProgram(clientId, () => changeableSegment(clientId, segmentId));
  const asked = [...new Set(change.add)].map((ref) => ({ ref, join: true })).concat([...new Set(change.remove)].map((ref) => ({ ref, join: false })));
  // Every id resolved first: one member named to join and to leave (two spellings of one e-mail, say) is refused before anything is written.
  const memberIds: Array<number | undefined> = new Array(asked.length);
  await inParallel(asked, CHANGES_IN_PARALLEL, async ({ ref }, index) => {
    memberIds[index] = (await findMember(clientId, change.id_type, ref))?.id;
  });
  const joining = new Set(asked.flatMap(({ join }, index) => (join && memberIds[index] !== undefined ? [memberIds[index]] : [])));
  const both = asked.findIndex(({ join }, index) => !join && memberIds[index] !== undefined && joining.has(memberIds[index]));
  if (both >= 0) throw inputError(`remove: ${asked[both]?.ref} names a member the call also adds`);
  const first = new Map<number, number>();
  const outcomes: Outcome[] = new Array(asked.length);
  await inParallel(asked, CHANGES_IN_PARALLEL, async ({ join }, index) => {
    const memberId = memberIds[index];
    if (memberId === undefined) outcomes[index] = 'not_found';
    // The same member under two ids changes once.
    else if ((first.get(memberId) ?? index) !== index) outcomes[index] = 'unchanged';
    else {
      first.set(memberId, index);
      outcomes[index] = await changeOne(clientId, memberId, segment, join);
    }
  });
  const tally = (outcome: Outcome) => outcomes.filter((one) => one === outcome).length;
  const counts = await memberCounts(clientId, [segmentId]);
  return {
    added: tally('added'),
    removed: tally('removed'),
    unchanged: tally('unchanged'),
    not_found: asked.filter((_ask, index) => outcomes[index] === 'not_found').map(({ ref }) => ref),
    not_changed: asked.filter((_ask, index) => outcomes[index] === 'not_changed').map(({ ref }) => ref),
    member_count: counts.get(segmentId) ?? 0,
  };
}

/** A segment whose members the operator changes: 404 when the program has none such, 409 when archived or dynamic. */
async function changeableSegment(clientId: string, segmentId: string): Promise<SegmentRecord> {
  const segment = await existingSegment(clientId, segmentId);
  if (segment.status === 'archived') throw new ApiError('conflict', `segment_id: segment ${segmentId} is archived; its members no longer change`);
  if (segment.kind === 'dynamic') throw new ApiError('conflict', `segment_id: segment ${segmentId} is dynamic; its members follow its filter`);
  return segment;
}

/** The member an id names, in or out of the segment; not_found when the id names no member of the program. */
async function changeNamed(clientId: string, segment: SegmentRecord, idType: IdType, ref: string, join: boolean): Promise<Outcome> {
  const member = await findMember(clientId, idType, ref);
  return member ? changeOne(clientId, member.id, segment, join) : 'not_found';
}

/** One member of a file (the segment_members import) in or out of a static segment, as one id of a change. */
export async function changeSegmentMember(clientId: string, segmentId: string, idType: IdType, ref: string, join: boolean): Promise<Outcome> {
  return changeNamed(clientId, await changeableSegment(clientId, segmentId), idType, ref, join);
}

/** One member in or out: read, then written only if it changes (a concurrent change makes it read again). */
function changeOne(clientId: string, memberId: number, segment: { segment_id: string; name: string }, join: boolean): Promise<Outcome> {
  return optimisticTransaction(async () => {
    const current = await getMembership(clientId, memberId, segment.segment_id);
    if (join === (current !== undefined)) return { items: [], result: 'unchanged' as Outcome };
    const now = nowSeconds();
    const inUse = segmentInUseCheck(
      clientId,
      segment.segment_id,
      () => new ApiError('conflict', `segment_id: segment ${segment.segment_id} was archived meanwhile`),
    );
    const items = join
      ? joinItems(clientId, memberId, segment, now, [memberExistsCheck(clientId, memberId, () => new MemberGone()), inUse])
      : leaveItems(clientId, memberId, segment, now, [inUse]);
    return { items, result: (join ? 'added' : 'removed') as Outcome };
  }, undefined).catch((error: unknown) => {
    // Deleted since it was found: as unknown as an id no member holds.
    if (error instanceof MemberGone) return 'not_found' as Outcome;
    // Others kept changing the member, the time ran out or the segment was archived: this member is answered back, the rest stand.
    if (error instanceof ApiError && (error.code === 'conflict' || error.code === 'outcome_unknown')) return 'not_changed' as Outcome;
    throw error;
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A member as a list of segment members shows it: what an operator recognises it by. */
export const memberSummary = (member: MemberRecord) => ({
  user_id: member.id,
  first_name: text(member.first_name),
  last_name: text(member.last_name),
  email_address: text(member.email_address),
});

/** A page of the segment's members by member id, with their names; a member deleted and not yet erased is left out. */
export async function segmentMembers(clientId: string, segmentId: string, input: SegmentMembersInput): Promise<z.infer<typeof SegmentMemberPageBody>> {
  const positions = positionsOfCursor(input.cursor);
  // The page is read beside the segment's check: an unknown segment has no line to read anyway.
  const [, page] = await withProgram(clientId, () =>
    Promise.all([existingSegment(clientId, segmentId), segmentMembershipPage(clientId, segmentId, { limit: input.limit, positions })]),
  );
  const members = await getMembers(
    clientId,
    page.memberships.map((membership) => membership.member_id),
  );
  return {
    members: page.memberships.flatMap((membership) => {
      const member = members.get(membership.member_id);
      return member ? [{ ...memberSummary(member), since: isoTimestamp(membership.since) }] : [];
    }),
    next_cursor: page.more ? cursorOfPositions(page.positions) : null,
  };
}

/** The segments in use the member is in, oldest membership first. */
export async function memberSegments({ client, member }: MemberRequest): Promise<z.infer<typeof MemberSegmentsBody>> {
  const [memberships, segments] = await Promise.all([membershipsOf(client.clientId, member.id), liveSegments(client.clientId)]);
  return memberships
    .filter((membership) => segments.has(membership.segment_id))
    .sort((a, b) => a.since - b.since || Number(a.segment_id) - Number(b.segment_id))
    .map((membership) => ({
      segment_id: membership.segment_id,
      name: segments.get(membership.segment_id)?.name ?? '',
      since: isoTimestamp(membership.since),
    }));
}

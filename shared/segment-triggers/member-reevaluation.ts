import { cancellationCodes, writeTransaction } from '../data/transactions.js';
import { getMember } from '../member-store/index.js';
import { currentLevelId } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import {
  filterHolds,
  joinItems,
  type LiveSegment,
  leaveItems,
  liveSegmentsById,
  memberVersionCheck,
  membershipsOf,
  segmentVersionCheck,
  windowsNamed,
} from '../segments/index.js';
import { memberWindows } from './member-windows.js';
import { nowSeconds } from '../support/clock.js';

/**
 * A member's dynamic segments decided again: one consistent read of the member and one of its
 * memberships (and its windows, when a filter reads them: member-windows.ts), the program's segments as the caller read them (consistently), and one
 * transaction per segment whose membership changes (the membership, its count shard and the
 * entered or exited event), each under the member's and the segment's versions as read, so a
 * verdict never lands on a member or a segment that changed since.
 * What the stream's re-evaluation and a segment's build both call.
 */

/** Reads taken again when a change met a member (or a membership) that moved since it was read. */
const ATTEMPTS = 5;

export interface Reevaluation {
  joined: number;
  left: number;
}

/** The program's segments in use, read consistently (never from a cache: a decision on a filter changed or archived since would stand). */
export const segmentsInUse = liveSegmentsById;

/**
 * Decides the member's membership of each dynamic segment `pick` chooses from the program's
 * segments in use, from the member as it is now; `live` is those segments as read, read again
 * when a segment changed since.
 */
export async function reevaluateMember(
  client: ClientRecord,
  memberId: number,
  pick: (live: Map<string, LiveSegment>) => LiveSegment[],
  segmentsRead?: Map<string, LiveSegment>,
): Promise<Reevaluation> {
  const { clientId } = client;
  const done: Reevaluation = { joined: 0, left: 0 };
  let known = segmentsRead;
  for (let attempt = 1; ; attempt++) {
    const [member, memberships, live] = await Promise.all([
      getMember(clientId, memberId, true),
      membershipsOf(clientId, memberId, true),
      known ?? segmentsInUse(clientId),
    ]);
    const segments = pick(live);
    // Gone or deleted: its erasure removes its memberships.
    if (!member) return done;
    const now = nowSeconds();
    const isIn = new Set(memberships.map((membership) => membership.segment_id));
    const windows = await memberWindows(clientId, memberId, windowsNamed(segments.flatMap((segment) => (segment.filter ? [segment.filter] : []))), now);
    const facts = {
      member,
      tierId: currentLevelId(client.settings, member, now),
      staticSegmentIds: new Set([...isIn].filter((segmentId) => live.get(segmentId)?.kind === 'static')),
      ...(windows ? { windows } : {}),
      now,
    };
    const changes = segments.flatMap((segment) => {
      const holds = segment.filter !== null && filterHolds(segment.filter, facts);
      return holds === isIn.has(segment.segment_id) ? [] : [{ segment, join: holds }];
    });
    const memberAsRead = memberVersionCheck(clientId, memberId, member.version);
    const outcomes = await Promise.allSettled(
      changes.map(({ segment, join }) => {
        const checks = [memberAsRead, segmentVersionCheck(clientId, segment)];
        return writeTransaction(join ? joinItems(clientId, memberId, segment, now, checks) : leaveItems(clientId, memberId, segment, now, checks)).then(
          () => join,
        );
      }),
    );
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') done[outcome.value ? 'joined' : 'left'] += 1;
    const moved = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (moved.length === 0) return done;
    // The member, a membership or a segment moved since the read: decide again from what they are now.
    known = undefined;
    const unexpected = moved.find((outcome) => !cancellationCodes(outcome.reason));
    if (unexpected || attempt >= ATTEMPTS) throw unexpected?.reason ?? moved[0]?.reason;
  }
}

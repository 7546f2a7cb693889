import { cancellationCodes, writeTransaction } from '../data/transactions.js';
import { getMember } from '../member-store/index.js';
import { currentLevelId } from '../points/index.js';
import type { ClientRecord } from '../programs/index.js';
import { filterHolds, joinItems, type LiveSegment, leaveItems, liveSegments, memberVersionCheck, membershipsOf } from '../segments/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * A member's dynamic segments decided again: one consistent read of the member and one of its
 * memberships, the segments' filters from the cache, and one transaction per segment whose
 * membership changes (the membership, its count shard and the entered or exited event), each
 * under the member's version as read, so a verdict never lands on a member that changed since.
 * What the stream's re-evaluation and a segment's build both call.
 */

/** Reads taken again when a change met a member (or a membership) that moved since it was read. */
const ATTEMPTS = 5;

export interface Reevaluation {
  joined: number;
  left: number;
}

/** Decides the member's membership of each of `segments` (dynamic ones) from the member as it is now. */
export async function reevaluateMember(client: ClientRecord, memberId: number, segments: readonly LiveSegment[]): Promise<Reevaluation> {
  const { clientId } = client;
  const done: Reevaluation = { joined: 0, left: 0 };
  for (let attempt = 1; ; attempt++) {
    const [member, memberships, live] = await Promise.all([getMember(clientId, memberId, true), membershipsOf(clientId, memberId), liveSegments(clientId)]);
    // Gone or deleted: its erasure removes its memberships.
    if (!member) return done;
    const now = nowSeconds();
    const isIn = new Set(memberships.map((membership) => membership.segment_id));
    const facts = {
      member,
      tierId: currentLevelId(client.settings, member, now),
      staticSegmentIds: new Set([...isIn].filter((segmentId) => live.get(segmentId)?.kind === 'static')),
    };
    const changes = segments.flatMap((segment) => {
      const holds = segment.filter !== null && filterHolds(segment.filter, facts);
      return holds === isIn.has(segment.segment_id) ? [] : [{ segment, join: holds }];
    });
    const check = memberVersionCheck(clientId, memberId, member.version);
    const outcomes = await Promise.allSettled(
      changes.map(({ segment, join }) =>
        writeTransaction(join ? joinItems(clientId, memberId, segment, now, check) : leaveItems(clientId, memberId, segment, now, check)).then(() => join),
      ),
    );
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') done[outcome.value ? 'joined' : 'left'] += 1;
    const moved = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (moved.length === 0) return done;
    // The member or a membership moved since the read: decide again from what it is now.
    const unexpected = moved.find((outcome) => !cancellationCodes(outcome.reason));
    if (unexpected || attempt >= ATTEMPTS) throw unexpected?.reason ?? moved[0]?.reason;
  }
}

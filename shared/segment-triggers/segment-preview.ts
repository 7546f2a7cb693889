import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import { getMembers } from '../member-store/index.js';
import { currentLevelId, everyMemberId, MEMBER_ID_RANGE, membersFrom, registeredMembers } from '../points/index.js';
import { withProgram } from '../programs/index.js';
import {
  checkFilter,
  estimateCount,
  filterHolds,
  type MemberWindows,
  memberSummary,
  membershipsAmong,
  type SegmentPreview,
  type SegmentPreviewBody,
  segmentsNamed,
  windowsNamed,
} from '../segments/index.js';
import { inParallel } from '../data/in-parallel.js';
import { memberWindows } from './member-windows.js';
import { nowSeconds } from '../support/clock.js';
import { isoTimestamp } from '../support/periods.js';

/**
 * A draft filter's reach before it is saved: a program of up to EXACT_UP_TO members is read
 * whole and counted exactly; a larger one is estimated from SAMPLE_SIZE members at random (the
 * members after a random point of the member sample line), whatever its size: the count and its
 * 95% range (segments/segment-estimates.ts), at most ±3.1% of the program at a share of one half.
 * The members are decided by the filter function the build and the stream use. Nothing is written.
 */

export const EXACT_UP_TO = 2_000;
export const SAMPLE_SIZE = 1_000;
const SAMPLE_MEMBERS = 20;
/** Members whose windows are read at once, when the filter names windows. */
const WINDOW_READS_IN_PARALLEL = 32;

export interface PreviewReach {
  exactUpTo: number;
  sampleSize: number;
  /** Where on the member sample line the sample starts; drawn at random unless given. */
  start?: number;
}

export async function previewSegment(
  clientId: string,
  { filter }: SegmentPreview,
  reach: PreviewReach = { exactUpTo: EXACT_UP_TO, sampleSize: SAMPLE_SIZE },
): Promise<z.infer<typeof SegmentPreviewBody>> {
  const [client, population] = await withProgram(clientId, (program) => Promise.all([program, registeredMembers(clientId), checkFilter(clientId, filter)]));
  const memberIds =
    population <= reach.exactUpTo
      ? await everyMemberId(clientId)
      : await membersFrom(clientId, reach.start ?? randomInt(MEMBER_ID_RANGE.low, MEMBER_ID_RANGE.high), reach.sampleSize);
  const named = segmentsNamed(filter);
  const [byId, memberships] = await Promise.all([getMembers(clientId, memberIds), membershipsAmong(clientId, memberIds, named)]);
  const now = nowSeconds();
  // In the line's order, so the sample members shown are as random as the sample.
  const members = memberIds.flatMap((memberId) => byId.get(memberId) ?? []);
  const needs = windowsNamed([filter]);
  const windows = new Map<number, MemberWindows | undefined>();
  await inParallel(members, WINDOW_READS_IN_PARALLEL, async (member) => {
    windows.set(member.id, await memberWindows(clientId, member.id, needs, now));
  });
  const holding = members.filter((member) => {
    const memberWindowsRead = windows.get(member.id);
    return filterHolds(filter, {
      member,
      tierId: currentLevelId(client.settings, member, now),
      staticSegmentIds: memberships.get(member.id) ?? new Set(),
      ...(memberWindowsRead ? { windows: memberWindowsRead } : {}),
      now,
    });
  });
  // A line read whole covers every member counted, unless some were registered before the line existed and no walk has put them on it yet.
  const whole = population <= reach.exactUpTo && memberIds.length >= population;
  const estimate = estimateCount(holding.length, members.length, whole ? members.length : Math.max(population, members.length));
  return {
    ...estimate,
    exact: whole,
    members_read: members.length,
    program_members: whole ? members.length : population,
    sample_members: holding.slice(0, SAMPLE_MEMBERS).map(memberSummary),
    as_of: isoTimestamp(now),
  };
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGet, queryPrefix } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { counterChangeItem, countedBy } from '../data/counted-items.js';
import { itemDecoder } from '../data/item-decoder.js';
import { type MergedPage, mergedRangePage, type OrderedRange, type RangePositions } from '../data/merged-ranges.js';
import { guarded, type WriteItem } from '../data/transactions.js';
import { memberEventItem } from '../events/index.js';
import { memberKey } from '../member-store/index.js';
import { isoTimestamp } from '../support/periods.js';
import {
  liveSegmentKey,
  membershipIndexKeys,
  membershipKey,
  membershipPrefix,
  SEGMENT_SHARDS,
  segmentCountShardKey,
  segmentLinePartition,
  segmentShardOf,
} from './keys.js';
import { MEMBER_COUNT_FIELD } from './segment-repository.js';

/**
 * Members' memberships of segments: one small item per member per segment, in the member's
 * partition and on the segment's member line. Joining and leaving are each one transaction: the
 * membership, the count of its shard, and the member's segment.entered or segment.exited event,
 * so the count is exact and each event exists exactly when its change committed.
 */

const MembershipItem = z.object({ segment_id: z.string(), member_id: z.number(), since: z.number() });
export type MembershipRecord = z.infer<typeof MembershipItem>;
const MEMBERSHIP_TYPE = 'segment_membership';
const decodeMembership = itemDecoder(MEMBERSHIP_TYPE, MembershipItem);

/** The segment a change names: its id, and its name as the member's event carries it. */
export interface SegmentRef {
  segment_id: string;
  name: string;
}

export async function getMembership(clientId: string, memberId: number, segmentId: string): Promise<MembershipRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: membershipKey(clientId, memberId, segmentId), ConsistentRead: true }),
  );
  return Item ? decodeMembership(Item) : undefined;
}

/** Every segment the member is in (archived ones included: the caller knows which are in use); read consistently for a decision. */
export async function membershipsOf(clientId: string, memberId: number, consistent = false): Promise<MembershipRecord[]> {
  const { PK, SKPrefix } = membershipPrefix(clientId, memberId);
  return (await queryPrefix(PK, SKPrefix, { consistent })).map(decodeMembership);
}

/** Which of the given segments each of the given members is in: one batch read of the memberships asked about. */
export async function membershipsAmong(clientId: string, memberIds: readonly number[], segmentIds: readonly string[]): Promise<Map<number, Set<string>>> {
  const found = new Map<number, Set<string>>();
  if (segmentIds.length === 0) return found;
  const keys = memberIds.flatMap((memberId) => segmentIds.map((segmentId) => membershipKey(clientId, memberId, segmentId)));
  for (const item of await batchGet(keys)) {
    const membership = decodeMembership(item);
    const segments = found.get(membership.member_id) ?? new Set<string>();
    segments.add(membership.segment_id);
    found.set(membership.member_id, segments);
  }
  return found;
}

const countKey = (clientId: string, memberId: number, segmentId: string) => segmentCountShardKey(clientId, segmentId, segmentShardOf(clientId, memberId));

const segmentEventData = (memberId: number, segment: SegmentRef, at: number) => ({
  user_id: memberId,
  segment_id: segment.segment_id,
  segment_name: segment.name,
  at: isoTimestamp(at),
});

/** An operator's change: the member still exists (a deleted member's erasure would never find a membership written after it walked by). */
export const memberExistsCheck = (clientId: string, memberId: number, memberGone: () => Error): WriteItem =>
  guarded(
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: memberKey(clientId, memberId),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleted_at)',
      },
    },
    memberGone,
  );

/** A filter's verdict: the member is still as it was read (else the caller reads again and decides anew). */
export const memberVersionCheck = (clientId: string, memberId: number, version: number): WriteItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: memberKey(clientId, memberId),
    ConditionExpression: 'version = :version AND attribute_not_exists(deleted_at)',
    ExpressionAttributeValues: { ':version': version },
  },
});

/**
 * An operator's change: the segment is still in use (archiving it stops a change under way:
 * what is left of it is refused).
 */
export const segmentInUseCheck = (clientId: string, segmentId: string, archived: () => Error): WriteItem =>
  guarded({ ConditionCheck: { TableName: tableName(), Key: liveSegmentKey(clientId, segmentId), ConditionExpression: 'attribute_exists(PK)' } }, archived);

/**
 * A filter's verdict: the segment is still in use with the filter that decided (a change or an
 * archive since makes the caller read the segments again and decide anew).
 */
export const segmentVersionCheck = (clientId: string, segment: { segment_id: string; version: number }): WriteItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: liveSegmentKey(clientId, segment.segment_id),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': segment.version },
  },
});

/** The member joins the segment, under `checks` (the member's, the segment's), and only if not already in (else the caller reads again). */
export function joinItems(clientId: string, memberId: number, segment: SegmentRef, now: number, checks: readonly WriteItem[]): WriteItem[] {
  const count = countKey(clientId, memberId, segment.segment_id);
  return [
    ...checks,
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...membershipKey(clientId, memberId, segment.segment_id),
          ...membershipIndexKeys(clientId, memberId, segment.segment_id),
          type: MEMBERSHIP_TYPE,
          segment_id: segment.segment_id,
          member_id: memberId,
          since: now,
          // A member's erasure removes the membership and takes it out of the count.
          ...countedBy(count, MEMBER_COUNT_FIELD),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    counterChangeItem(count, MEMBER_COUNT_FIELD, 1),
    memberEventItem(clientId, memberId, 'segment.entered', segmentEventData(memberId, segment, now), now),
  ];
}

/** The member leaves the segment, only if in it (else the caller reads again), under `checks`. */
export function leaveItems(clientId: string, memberId: number, segment: SegmentRef, now: number, checks: readonly WriteItem[]): WriteItem[] {
  return [
    ...checks,
    { Delete: { TableName: tableName(), Key: membershipKey(clientId, memberId, segment.segment_id), ConditionExpression: 'attribute_exists(PK)' } },
    counterChangeItem(countKey(clientId, memberId, segment.segment_id), MEMBER_COUNT_FIELD, -1),
    memberEventItem(clientId, memberId, 'segment.exited', segmentEventData(memberId, segment, now), now),
  ];
}

/** The segment's member line, shard by shard, merged in member id order. */
const lineRanges = (clientId: string, segmentId: string): OrderedRange[] =>
  Array.from({ length: SEGMENT_SHARDS }, (_unused, shard) => ({
    id: String(shard),
    index: 'GSI1',
    partition: segmentLinePartition(clientId, segmentId, shard),
    // Member ids are fixed-width digits: every one sorts between these.
    from: '0',
    to: '~',
  }));

/** A page of the segment's memberships by member id, from where the last page stopped: one round trip. */
export async function segmentMembershipPage(
  clientId: string,
  segmentId: string,
  options: { limit: number; positions?: RangePositions },
): Promise<{ memberships: MembershipRecord[]; positions: RangePositions; more: boolean }> {
  const page: MergedPage = await mergedRangePage(lineRanges(clientId, segmentId), { limit: options.limit, descending: false, positions: options.positions });
  return { memberships: page.items.map(({ item }) => decodeMembership(item)), positions: page.positions, more: page.more };
}

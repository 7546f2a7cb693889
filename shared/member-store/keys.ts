import { type ItemKey, join, SEP, shardOf, sortableNumber } from '../data/keys.js';
import { LOOKUP_KINDS, type LookupKind } from './lookup-schemas.js';

/**
 * The member's partition: the profile and, beside it, every item of the member that other
 * features keep (ledger, orders, coupons, ...), which the erasure walks.
 */
export const memberPartitionKey = (clientId: string, memberId: number): string => join('CLIENT', clientId, 'MEMBER', memberId);
/** Every member partition, as an IAM LeadingKeys pattern. */
export const MEMBER_PARTITIONS = join('CLIENT', '*', 'MEMBER', '*');

export const memberKey = (clientId: string, memberId: number): ItemKey => ({
  PK: memberPartitionKey(clientId, memberId),
  SK: 'PROFILE',
});

/**
 * Normalises a lookup value: e-mail addresses and usernames compare case-insensitively, and a
 * phone number is its digits (with a leading + kept), so 555-123-4567 and 5551234567 are one number.
 */
export function normaliseLookupValue(kind: LookupKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'email' || kind === 'username') return trimmed.toLowerCase();
  if (kind === 'mobile_phone_number') return trimmed.replace(/[\s().-]/g, '');
  return trimmed;
}

/** One item per unique identifier: it both resolves the identifier and reserves it. */
export const memberLookupKey = (clientId: string, kind: LookupKind, value: string): ItemKey => ({
  PK: join('CLIENT', clientId, 'LOOKUP', kind, normaliseLookupValue(kind, value)),
  SK: 'LOOKUP',
});

/** Shards of a program's deleted members line (GSI1): a rebuild walks them beside the rank index. */
export const REMOVED_MEMBER_SHARDS = 4;
export const removedMembersPartition = (clientId: string, shard: number): string => join('CLIENT', clientId, 'REMOVED', shard);
export const removedMemberIndexKeys = (clientId: string, memberId: number) => ({
  GSI1PK: removedMembersPartition(clientId, shardOf(`${clientId}${SEP}${memberId}`, REMOVED_MEMBER_SHARDS)),
  GSI1SK: sortableNumber(memberId, 16),
});

/**
 * The member directory: orders of a program's members that the operator's member list reads
 * (joined, name, surname, redeemable points, and each unique identifier). Each order is split
 * over DIRECTORY_SHARDS index partitions by member, so a bulk import's index writes spread over
 * four partitions per order; a read queries the shards in parallel and merges them.
 */
export const DIRECTORY_SHARDS = 4;
export const DIRECTORY_ORDERS = ['joined', 'name', 'surname', 'redeemable', ...LOOKUP_KINDS] as const;
export type DirectoryOrder = (typeof DIRECTORY_ORDERS)[number];

export const directoryPartition = (clientId: string, order: DirectoryOrder, shard: number): string => join('CLIENT', clientId, 'DIRECTORY', order, shard);
export const directoryShardOf = (clientId: string, memberId: number): number => shardOf(`${clientId}${SEP}${memberId}`, DIRECTORY_SHARDS);
/** Every directory sort key ends with the member's id, so a key-only index entry names its member. */
export const directorySortKey = (value: string, memberId: number): string => join(value, sortableNumber(memberId, 16));
export const memberIdOfDirectorySortKey = (sortKey: string): number => Number(sortKey.slice(sortKey.lastIndexOf(SEP) + 1));

/** The member's directory entry: its name orders and its joined order, beside the profile. */
export const directoryEntryKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartitionKey(clientId, memberId), SK: 'DIRECTORY' });

/**
 * The members by birthday (GSI1): one small item per member with a date of birth, beside the
 * profile, in the partition of its birthday's month and day (across programs, split over
 * BIRTHDAY_SHARDS by member, so an import's writes spread over some 2,900 partitions), sorted by
 * the last year it was celebrated: the day's query reads only members not yet celebrated this year.
 */
export const BIRTHDAY_SHARDS = 8;
export const birthdayKey = (clientId: string, memberId: number): ItemKey => ({ PK: memberPartitionKey(clientId, memberId), SK: 'BIRTHDAY' });
export const birthdayPartition = (monthDay: string, shard: number): string => join('BIRTHDAY', monthDay, shard);
export const birthdayPartitionOf = (clientId: string, memberId: number, monthDay: string): string =>
  birthdayPartition(monthDay, shardOf(`${clientId}${SEP}${memberId}`, BIRTHDAY_SHARDS));
/** Sorted by the year last celebrated (0000 for never), then the member. */
export const birthdaySortKey = (year: number, clientId: string, memberId: number): string =>
  join(sortableNumber(year, 4), clientId, sortableNumber(memberId, 16));
/** Below every sort key of a member celebrated in `year` or later. */
export const birthdaySortBoundary = (year: number): string => sortableNumber(year, 4);

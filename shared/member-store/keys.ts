import { type ItemKey, join, SEP, shardOf, sortableNumber } from '../data/keys.js';
import type { LookupKind } from './lookup-schemas.js';

/**
 * The member's partition: the profile and, beside it, every item of the member that other
 * features keep (ledger, orders, coupons, ...), which the erasure walks.
 */
export const memberPartitionKey = (clientId: string, memberId: number): string => join('CLIENT', clientId, 'MEMBER', memberId);

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

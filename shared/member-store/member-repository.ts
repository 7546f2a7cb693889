import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { batchGet } from '../data/batch-reads.js';
import { documentClient, tableName } from '../data/client.js';
import { itemDecoder } from '../data/item-decoder.js';
import { memberKey, memberLookupKey, removedMemberIndexKeys } from './keys.js';
import { type LookupKind, LOOKUP_KINDS } from './lookup-schemas.js';
import type { TransactItem } from '../data/transactions.js';
import { lookupOrderKeys, redeemableOrderKeys } from './member-directory.js';

/**
 * A member as stored: the profile fields under their wire names, the balances, and a version
 * that every write bumps so points movements can be made against a known snapshot.
 */
const MemberItem = z
  .object({
    client_id: z.string(),
    id: z.number(),
    total_points: z.number(),
    redeemable_points: z.number(),
    num_points_purchased: z.number(),
    version: z.number(),
    date_created: z.number(),
  })
  // The profile fields, checked when they are written (shared/members/member-fields.ts).
  .catchall(z.unknown());
export type MemberRecord = z.infer<typeof MemberItem>;

const decodeMember = itemDecoder('member', MemberItem);

/** A stored member item as a member: undefined for none, and for a deleted member's anonymous remains. */
export const memberOf = (item: Record<string, unknown> | undefined): MemberRecord | undefined =>
  item && item.deleted_at === undefined ? decodeMember(item) : undefined;

/** The members of `memberIds` by id, read in one round trip (BatchGetItem, 100 keys a call); unknown and deleted ones left out. */
export async function getMembers(clientId: string, memberIds: number[]): Promise<Map<number, MemberRecord>> {
  const items = memberIds.length === 0 ? [] : await batchGet(memberIds.map((memberId) => memberKey(clientId, memberId)));
  const members = new Map<number, MemberRecord>();
  for (const item of items) {
    const member = memberOf(item);
    if (member) members.set(member.id, member);
  }
  return members;
}

export async function getMember(clientId: string, memberId: number, consistent = false): Promise<MemberRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: memberKey(clientId, memberId), ConsistentRead: consistent }));
  return memberOf(Item);
}

/** A member item as stored, a deleted member's remains (deleted_at set) included: for walks over a program's history. */
export async function getMemberOrRemains(clientId: string, memberId: number): Promise<MemberRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: memberKey(clientId, memberId), ConsistentRead: true }));
  return Item ? decodeMember(Item) : undefined;
}

/**
 * What remains of a deleted member: its id, balances and dates, so program totals and the
 * anonymised ledger stay true; every personal field goes. Replaces the member item whole, only
 * if the member is still at the version the deletion read.
 */
export function memberRemainsItem(member: MemberRecord, deletedAt: number): TransactItem {
  const { client_id, id, total_points, redeemable_points, num_points_purchased, version, date_created } = member;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...memberKey(client_id, id),
        type: 'member',
        client_id,
        id,
        total_points,
        redeemable_points,
        num_points_purchased,
        version: version + 1,
        date_created,
        ...(member.recorded_at === undefined ? {} : { recorded_at: member.recorded_at }),
        deleted_at: deletedAt,
        // The program's deleted members, for a rebuild of its reports (their ledgers stay, anonymised).
        ...removedMemberIndexKeys(client_id, id),
      },
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': version },
    },
  };
}

/** An identifier's lookup item: which member holds it. */
const decodeLookup = itemDecoder('member_lookup', z.object({ member_id: z.number() }));

/** The member id a lookup item names; undefined for no item. */
export const lookupOf = (item: Record<string, unknown> | undefined): number | undefined => (item ? decodeLookup(item).member_id : undefined);

export async function getMemberIdByLookup(clientId: string, kind: LookupKind, value: string, consistent = false): Promise<number | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: memberLookupKey(clientId, kind, value), ConsistentRead: consistent }),
  );
  return lookupOf(Item);
}

/** The profile field that holds each kind of unique identifier. */
export const LOOKUP_FIELDS: Readonly<Record<LookupKind, string>> = {
  email: 'email_address',
  username: 'username',
  third_party_id: 'third_party_id',
  mobile_phone_number: 'mobile_phone_number',
  network1_user_id: 'network1_user_id',
  network2_user_id: 'network2_user_id',
};

/** The member's unique identifiers that have lookup items, by kind. */
export function lookupValues(profile: Record<string, unknown>): Array<[LookupKind, string]> {
  const values: Array<[LookupKind, string]> = [];
  for (const kind of LOOKUP_KINDS) {
    const value = profile[LOOKUP_FIELDS[kind]];
    if (value !== null && value !== undefined && String(value).trim() !== '') values.push([kind, String(value)]);
  }
  return values;
}

/** Reserves an identifier for a member; fails the transaction when another member holds it. */
export function reserveLookupItem(clientId: string, kind: LookupKind, value: string, memberId: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...memberLookupKey(clientId, kind, value),
        type: 'member_lookup',
        kind,
        member_id: memberId,
        ...lookupOrderKeys(clientId, kind, value, memberId),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Releases an identifier unless another member holds it (a missing item is already released). */
export function releaseLookupItem(clientId: string, kind: LookupKind, value: string, memberId: number): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: memberLookupKey(clientId, kind, value),
      ConditionExpression: 'attribute_not_exists(PK) OR member_id = :member',
      ExpressionAttributeValues: { ':member': memberId },
    },
  };
}

export function putNewMemberItem(member: MemberRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...memberKey(member.client_id, member.id),
        type: 'member',
        ...member,
        ...redeemableOrderKeys(member.client_id, member.id, member.redeemable_points),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/**
 * Replaces the profile fields of a member written at `version`; balances are left alone
 * (only the ledger moves them) and the version is bumped.
 */
export function updateMemberProfileItem(member: MemberRecord, profile: Record<string, unknown>): TransactItem {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':version': member.version, ':one': 1 };
  const sets: string[] = [];
  const removes: string[] = [];
  // Balances written with the profile (an opening balance, remove_points) move the member in the directory too.
  const order = typeof profile.redeemable_points === 'number' ? redeemableOrderKeys(member.client_id, member.id, profile.redeemable_points) : {};
  Object.entries({ ...profile, ...order }).forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    if (value === undefined) {
      removes.push(`#f${index}`);
    } else {
      values[`:v${index}`] = value;
      sets.push(`#f${index} = :v${index}`);
    }
  });
  sets.push('#version = #version + :one');
  return {
    Update: {
      TableName: tableName(),
      Key: memberKey(member.client_id, member.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

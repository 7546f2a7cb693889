import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  getMember,
  getMemberIdByLookup,
  lookupValues,
  putNewMemberItem,
  reserveLookupItem,
  type MemberRecord,
} from '../data/member-repository.js';
import { cancellationCodes, writeTransaction } from '../data/transactions.js';
import type { LookupKind } from '../data/keys.js';
import { ApiError, inputError, paramError } from '../http/errors.js';
import type { ClientRecord } from './clients.js';
import { nowSeconds } from './clock.js';
import { rankRegistrationItems } from './ranks.js';

export type { MemberRecord } from '../data/member-repository.js';

/** The id_type values of spec section 1. */
export const ID_TYPES = [
  'id',
  'email',
  'username',
  'third_party_id',
  'mobile_phone_number',
  'network1_user_id',
  'network2_user_id',
] as const;
export type IdType = (typeof ID_TYPES)[number];

export const IdTypeSchema = z.enum(ID_TYPES, { error: 'unknown id_type' }).default('id');

const MEMBER_ID = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Finds a member by any of its identifiers in at most two reads (lookup item, then member).
 * Returns undefined when no member matches; a malformed numeric id also matches nobody.
 */
export async function findMember(clientId: string, idType: IdType, userId: string): Promise<MemberRecord | undefined> {
  if (idType === 'id') {
    const parsed = MEMBER_ID.safeParse(userId);
    return parsed.success ? getMember(clientId, parsed.data) : undefined;
  }
  const memberId = await getMemberIdByLookup(clientId, idType as LookupKind, userId);
  return memberId === undefined ? undefined : getMember(clientId, memberId);
}

/** Random ids need no shared counter, so sign-ups never queue on one hot item. */
export const mintMemberId = (): number => randomInt(1_000_000_000, 2 ** 47);

const LOOKUP_FIELD_NAMES: Record<LookupKind, string> = {
  email: 'email_address',
  username: 'username',
  third_party_id: 'third_party_id',
  mobile_phone_number: 'mobile_phone_number',
  network1_user_id: 'network1_user_id',
  network2_user_id: 'network2_user_id',
};

/**
 * Stores a new member and reserves each of its unique identifiers in the same transaction,
 * so two concurrent sign-ups with one e-mail address cannot both succeed.
 */
export async function insertMember(client: ClientRecord, profile: Record<string, unknown>): Promise<MemberRecord> {
  const lookups = lookupValues(profile);
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = nowSeconds();
    const member: MemberRecord = {
      ...profile,
      client_id: client.clientId,
      id: mintMemberId(),
      total_points: 0,
      redeemable_points: 0,
      num_points_purchased: 0,
      version: 1,
      date_created: now,
      date_last_updated: now,
    };
    try {
      await writeTransaction([
        putNewMemberItem(member),
        ...lookups.map(([kind, value]) => reserveLookupItem(client.clientId, kind, value, member.id)),
        ...rankRegistrationItems(member),
      ]);
      return member;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const takenIndex = codes.findIndex((code, index) => index > 0 && code === 'ConditionalCheckFailed');
      const taken = lookups[takenIndex - 1];
      if (taken) throw inputError(`${LOOKUP_FIELD_NAMES[taken[0]]} already taken`);
      // Otherwise the random id collided with an existing member, or a conflicting write raced us: draw again.
    }
  }
  throw new ApiError('internal_error', 'could not create the user');
}

export const memberDoesNotExist = (code: 'page_not_found' | 'param_error') =>
  code === 'param_error' ? paramError('user does not exist') : new ApiError('page_not_found', 'user does not exist');

import { randomInt } from 'node:crypto';
import * as z from 'zod';
import {
  getMember,
  getMemberIdByLookup,
  LOOKUP_FIELDS,
  lookupValues,
  putNewMemberItem,
  releaseLookupItem,
  reserveLookupItem,
  updateMemberProfileItem,
  type MemberRecord,
} from '../data/member-repository.js';
import { optimisticTransaction, StaleSnapshot, type CancellationCodes } from '../data/transactions.js';
import { fitsInKey, LOOKUP_KINDS, normaliseLookupValue, type LookupKind } from '../data/keys.js';
import { ApiError, inputError, paramError } from '../http/errors.js';
import type { ClientRecord } from './clients.js';
import { nowSeconds } from './clock.js';
import { rankProfileItems, rankRegistrationItems } from './ranks.js';

export type { MemberRecord } from '../data/member-repository.js';

/** The id_type values of spec section 1. */
export const ID_TYPES = ['id', ...LOOKUP_KINDS] as const;
export type IdType = (typeof ID_TYPES)[number];

export const IdTypeSchema = z.enum(ID_TYPES, { error: 'unknown id_type' }).default('id');

const MEMBER_ID = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Finds a member by any of its identifiers in at most two reads (lookup item, then member).
 * Returns undefined when no member matches; a malformed numeric id also matches nobody.
 */
export async function findMember(clientId: string, idType: IdType, userId: string): Promise<MemberRecord | undefined> {
  // Too long for a key, so no member holds it (member identifiers are at most 255 characters).
  if (!fitsInKey(userId)) return undefined;
  if (idType === 'id') {
    const parsed = MEMBER_ID.safeParse(userId);
    return parsed.success ? getMember(clientId, parsed.data) : undefined;
  }
  const memberId = await getMemberIdByLookup(clientId, idType as LookupKind, userId);
  return memberId === undefined ? undefined : getMember(clientId, memberId);
}

/** Random ids need no shared counter, so sign-ups never queue on one hot item. */
export const mintMemberId = (): number => randomInt(1_000_000_000, 2 ** 47);

/** Where a unique identifier is already held: input_error naming the field. */
const identifierTaken = (kind: LookupKind) => inputError(`${LOOKUP_FIELDS[kind]} already taken`);

/** The first reservation a cancelled transaction refused, given the index of each reservation. */
function takenIdentifier(codes: CancellationCodes, reservations: Array<{ index: number; kind: LookupKind }>): LookupKind | undefined {
  return reservations.find(({ index }) => codes[index] === 'ConditionalCheckFailed')?.kind;
}

/**
 * Stores a new member and reserves each of its unique identifiers in the same transaction,
 * so two concurrent sign-ups with one e-mail address cannot both succeed: the loser gets
 * input_error naming the identifier.
 */
export async function insertMember(client: ClientRecord, profile: Record<string, unknown>, now = nowSeconds()): Promise<MemberRecord> {
  const lookups = lookupValues(profile);
  const reservations = lookups.map(([kind], offset) => ({ index: offset + 1, kind }));
  return optimisticTransaction(async () => {
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
    return {
      items: [
        putNewMemberItem(member),
        ...lookups.map(([kind, value]) => reserveLookupItem(client.clientId, kind, value, member.id)),
        ...rankRegistrationItems(member),
      ],
      result: member,
      // Otherwise the random id collided with an existing member: draw again.
      onCancelled: (codes) => {
        const taken = takenIdentifier(codes, reservations);
        return taken ? identifierTaken(taken) : new StaleSnapshot();
      },
    };
  });
}

/** Profile changes: a field set to undefined is removed from the member. */
export type ProfileChanges = Record<string, unknown>;

const changedIdentifiers = (before: MemberRecord, after: Record<string, unknown>) => {
  const held = new Map(lookupValues(before));
  const next = new Map(lookupValues(after));
  return LOOKUP_KINDS.flatMap((kind) => {
    const [old, value] = [held.get(kind), next.get(kind)];
    const same = old !== undefined && value !== undefined && normaliseLookupValue(kind, old) === normaliseLookupValue(kind, value);
    return same || (old === undefined && value === undefined) ? [] : [{ kind, old, value }];
  });
};

/**
 * Changes a member's profile in one transaction with its identifiers: the version-checked
 * profile update, and for each unique identifier that changes the release of the old lookup
 * item and the reservation of the new one. `changesFor` computes the changes from a snapshot
 * of the member (the one resolved for the request first, a fresh consistent read on retry)
 * and may throw to refuse them; nothing is written then. An identifier another member holds
 * is refused with input_error naming the field.
 */
export async function updateMember(
  resolved: MemberRecord,
  changesFor: (member: MemberRecord) => ProfileChanges | Promise<ProfileChanges>,
): Promise<MemberRecord> {
  let snapshot: MemberRecord | undefined = resolved;
  return optimisticTransaction(async () => {
    snapshot ??= await getMember(resolved.client_id, resolved.id, true);
    if (!snapshot) throw memberDoesNotExist('page_not_found');
    const member = snapshot;
    // Any retry re-reads the member: the snapshot this attempt used has gone stale.
    snapshot = undefined;
    const changes = await changesFor(member);
    const merged: Record<string, unknown> = { ...member, ...changes, version: member.version + 1 };
    for (const [field, value] of Object.entries(changes)) if (value === undefined) delete merged[field];
    const swaps = changedIdentifiers(member, merged);
    const releases = swaps.flatMap(({ kind, old }) => (old === undefined ? [] : [releaseLookupItem(member.client_id, kind, old, member.id)]));
    const reserves = swaps.flatMap(({ kind, value }) => (value === undefined ? [] : [{ kind, item: reserveLookupItem(member.client_id, kind, value, member.id) }]));
    const firstReserve = 1 + releases.length;
    const reservations = reserves.map(({ kind }, offset) => ({ index: firstReserve + offset, kind }));
    return {
      items: [updateMemberProfileItem(member, changes), ...releases, ...reserves.map(({ item }) => item), ...rankProfileItems(member, merged as MemberRecord)],
      result: merged as MemberRecord,
      // A stale member comes first: the identifier may have been reserved by this member's own concurrent update.
      onCancelled: (codes) => {
        const taken = codes[0] === 'ConditionalCheckFailed' ? undefined : takenIdentifier(codes, reservations);
        return taken ? identifierTaken(taken) : new StaleSnapshot();
      },
    };
  });
}

export const memberDoesNotExist = (code: 'page_not_found' | 'param_error') =>
  code === 'param_error' ? paramError('user does not exist') : new ApiError('page_not_found', 'user does not exist');

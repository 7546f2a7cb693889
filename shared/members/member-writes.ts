import { randomInt } from 'node:crypto';
import {
  birthdayItems,
  directoryEntryItem,
  getMember,
  LOOKUP_FIELDS,
  LOOKUP_KINDS,
  type LookupKind,
  lookupValues,
  type MemberRecord,
  normaliseLookupValue,
  putNewMemberItem,
  releaseLookupItem,
  reserveLookupItem,
  updateMemberProfileItem,
} from '../member-store/index.js';
import { guarded, optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { ApiError } from '../errors.js';
import { memberDoesNotExist } from './member-lookup.js';
import type { ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { memberEventItem } from '../events/index.js';
import {
  earnedLevelId,
  levelOf,
  pointsMovementWithProfile,
  rankProfileItems,
  rankRegistrationItems,
  type LedgerSettings,
  type PointsMovement,
} from '../points/index.js';

/** Random ids need no shared counter, so sign-ups never queue on one hot item. */
export const mintMemberId = (): number => randomInt(1_000_000_000, 2 ** 47);

/** Where a unique identifier is already held: input_error naming the field, of its own type so a bulk writer can look again. */
export class IdentifierTaken extends ApiError {
  constructor(readonly kind: LookupKind) {
    super('input_error', `${LOOKUP_FIELDS[kind]} already taken`);
  }
}

const identifierTaken = (kind: LookupKind) => new IdentifierTaken(kind);

/** Reserves an identifier for the member; another member holding it refuses the whole write. */
const reservation = (clientId: string, kind: LookupKind, value: string, memberId: number) =>
  guarded(reserveLookupItem(clientId, kind, value, memberId), () => identifierTaken(kind));

/**
 * Stores a new member and reserves each of its unique identifiers in the same transaction,
 * so two concurrent sign-ups with one e-mail address cannot both succeed: the loser gets
 * input_error naming the identifier.
 */
export async function insertMember(client: ClientRecord, profile: Record<string, unknown>, now = nowSeconds()): Promise<MemberRecord> {
  return optimisticTransaction(async () => {
    const member = newMemberRecord(client, profile, now);
    return { items: [...newMemberItems(member, client.settings, now), ...rankRegistrationItems(member, now)], result: member };
  }, undefined);
}

/** The hosted API's default language for a member who states none. */
const DEFAULT_LANG_PREF = 'en';

/** A new member of the client with no points yet: a fresh random id (draw again on a collision), version 1, active and in English unless the profile says otherwise. */
export function newMemberRecord(client: ClientRecord, profile: Record<string, unknown>, now: number, joinedAt = now): MemberRecord {
  return {
    lang_pref: DEFAULT_LANG_PREF,
    is_active: true,
    ...profile,
    client_id: client.clientId,
    id: mintMemberId(),
    total_points: 0,
    redeemable_points: 0,
    num_points_purchased: 0,
    version: 1,
    date_created: joinedAt,
    date_last_updated: now,
    // A member who joined before being recorded here (an import) keeps when it was recorded: reports count it that day.
    ...(joinedAt === now ? {} : { recorded_at: now }),
  };
}

/**
 * What stores a new member, apart from its rank counts: the member item, its directory entry and
 * birthday item, a reservation of each unique identifier (another member holding one refuses the whole write) and its user.created
 * event, which names the level the member joins at (`joined`: before any opening balance, whose
 * own tier.changed reports the move).
 */
export function newMemberItems(member: MemberRecord, settings: LedgerSettings, now: number, joined: MemberRecord = member): TransactItem[] {
  return [
    // Unguarded: a failed put means the random id collided with an existing member, so draw again.
    putNewMemberItem(member),
    directoryEntryItem(member),
    ...birthdayItems(member.client_id, member.id, undefined, member.date_of_birth),
    ...lookupValues(member).map(([kind, value]) => reservation(member.client_id, kind, value, member.id)),
    memberEventItem(member.client_id, member.id, 'user.created', { user_id: member.id, ...levelOf(earnedLevelId(settings, joined, now)) }, now),
  ];
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
 * What a profile change moves besides the member item: for each unique identifier that changes,
 * the release of the old lookup item and the reservation of the new one; the directory entry
 * when the name changes; the birthday item when the date of birth does.
 */
export function profileIndexItems(member: MemberRecord, merged: Record<string, unknown>) {
  const swaps = changedIdentifiers(member, merged);
  const renamed = merged.first_name !== member.first_name || merged.last_name !== member.last_name;
  return [
    ...swaps.flatMap(({ kind, old }) => (old === undefined ? [] : [releaseLookupItem(member.client_id, kind, old, member.id)])),
    ...swaps.flatMap(({ kind, value }) => (value === undefined ? [] : [reservation(member.client_id, kind, value, member.id)])),
    ...(renamed ? [directoryEntryItem(merged as MemberRecord)] : []),
    ...birthdayItems(member.client_id, member.id, member.date_of_birth, merged.date_of_birth),
  ];
}

/**
 * Changes a member's profile in one transaction with its identifiers: the version-checked
 * profile update, and what it moves in the member's indexes (profileIndexItems). `changesFor` computes the changes from a snapshot
 * of the member (the one resolved for the request first, a fresh consistent read on retry)
 * and may throw to refuse them; nothing is written then. An identifier another member holds
 * is refused with input_error naming the field.
 */
export async function updateMember(
  resolved: MemberRecord,
  changesFor: (member: MemberRecord) => ProfileChanges | Promise<ProfileChanges>,
  /** A points movement to apply with the profile change (remove_points), decided on the same snapshot. */
  movementFor?: (member: MemberRecord) => { movement: PointsMovement; settings: LedgerSettings } | undefined,
): Promise<MemberRecord> {
  let snapshot: MemberRecord | undefined = resolved;
  return optimisticTransaction(async () => {
    snapshot ??= await getMember(resolved.client_id, resolved.id, true);
    if (!snapshot) throw memberDoesNotExist('page_not_found');
    const member = snapshot;
    // Any retry re-reads the member: the snapshot this attempt used has gone stale.
    snapshot = undefined;
    const changes = await changesFor(member);
    const movement = movementFor?.(member);
    const ledger = movement ? pointsMovementWithProfile(member, movement.movement, movement.settings, changes) : undefined;
    const merged: Record<string, unknown> = { ...member, ...changes, ...(ledger ? balancesOf(ledger.after) : {}), version: member.version + 1 };
    for (const [field, value] of Object.entries(changes)) if (value === undefined) delete merged[field];
    return {
      // A stale profile wins over a taken identifier: this member's own concurrent update may hold it.
      items: [
        ...(ledger ? ledger.items : [updateMemberProfileItem(member, changes)]),
        ...profileIndexItems(member, merged),
        ...rankProfileItems(member, merged as MemberRecord),
        // Names of the fields changed, not their values: the receiver reads the member if it needs them.
        memberEventItem(member.client_id, member.id, 'user.updated', { user_id: member.id, fields: changedFields(changes) }, nowSeconds()),
      ],
      result: merged as MemberRecord,
    };
  }, undefined);
}

/** The User fields a profile change touches, as a client names them (a new password hash is "password"). */
export function changedFields(changes: ProfileChanges): string[] {
  const names = Object.keys(changes)
    .filter((field) => field !== 'date_last_updated' && field !== 'hash_algorithm_id')
    .map((field) => (field === 'password_hash' ? 'password' : field));
  return [...new Set(names)].sort();
}

const balancesOf = ({ total_points, redeemable_points, num_points_purchased }: MemberRecord) => ({ total_points, redeemable_points, num_points_purchased });

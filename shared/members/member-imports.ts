import * as z from 'zod';
import type { ClientRecord } from '../programs/index.js';
import { getMember, getMemberIdByLookup, type LookupKind, type MemberRecord, updateMemberProfileItem } from '../member-store/index.js';
import { optimisticTransaction, type AnswerRecord, type OptimisticWrite } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { memberEventItem } from '../events/index.js';
import { newMemberRankMove, openingBalanceWrite, rankProfileItems, type OpeningBalance, type RankMove } from '../points/index.js';
import { UpdateUserBody } from './member-bodies.js';
import { profileChanges, withoutUnset } from './member-profiles.js';
import { changedFields, IdentifierTaken, profileIndexItems, newMemberItems, newMemberRecord } from './member-writes.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Members brought in from another system by a bulk import: one row creates a member, or
 * updates the member its third_party_id (else its e-mail address) names, with the same field
 * rules as the user routes. Opening balances become the member's first ledger entries.
 */

/** Earliest sign-up date a row may carry (2000-01-01): older ones are a unit mistake (milliseconds read as seconds aside). */
const EARLIEST_DATE_CREATED = 946_684_800;

const Points = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A members import row: the user fields, the opening balances and the member's own sign-up date. */
export const ImportedMemberBody = UpdateUserBody.omit({ remove_points: true, password: true, send_verify_email: true }).extend({
  /** Points the member can spend on arrival. */
  redeemable_points: Points.optional(),
  /** Lifetime points (ranks, tiers); at least redeemable_points, which it defaults to. */
  total_points: Points.optional(),
  /** When the member joined the program, in seconds since the epoch. */
  date_created: z.number().int().min(EARLIEST_DATE_CREATED).optional(),
});
export type ImportedMemberInput = z.infer<typeof ImportedMemberBody>;

/** What a row did to its member, as the row's record keeps it. */
export interface ImportedMember {
  member_id: number;
  change: 'created' | 'updated' | 'unchanged';
  /** A new member's registration in the rank trees, which the import counts once per chunk (an existing member's opening entry carries its move). */
  rank_move?: RankMove;
}

/** Where the row comes from: its import and file line name its ledger entries. */
export interface ImportedRowSource {
  import_id: string;
  line: number;
}

/** Fields a new member must have, as POST /v2/users requires them. */
const REQUIRED_FOR_NEW = ['first_name', 'last_name', 'date_of_birth', 'email_address', 'postal_code'] as const;

/**
 * The identifiers that match a row to a member, in the order they are tried: third_party_id,
 * then the e-mail address (a member who signed up in the app before the move is matched by
 * e-mail and takes the row's third_party_id).
 */
function identitiesOf(row: ImportedMemberInput): Array<[LookupKind, string]> {
  const identities: Array<[LookupKind, string]> = [];
  if (row.third_party_id) identities.push(['third_party_id', row.third_party_id]);
  if (row.email_address) identities.push(['email', row.email_address]);
  if (identities.length === 0) throw inputError('third_party_id: a row needs third_party_id or email_address to name its member');
  return identities;
}

async function matchedMember(clientId: string, row: ImportedMemberInput): Promise<MemberRecord | undefined> {
  // Both identifiers are looked up at once: one round trip, and the first in order that names a member wins.
  const memberIds = await Promise.all(identitiesOf(row).map(([kind, value]) => getMemberIdByLookup(clientId, kind, value, true)));
  const memberId = memberIds.find((id) => id !== undefined);
  return memberId === undefined ? undefined : getMember(clientId, memberId, true);
}

function openingOf(row: ImportedMemberInput, source: ImportedRowSource): OpeningBalance | undefined {
  if (row.redeemable_points === undefined && row.total_points === undefined) return undefined;
  const redeemable = row.redeemable_points ?? 0;
  const total = row.total_points ?? redeemable;
  if (total < redeemable) throw inputError('total_points: lifetime points cannot be fewer than redeemable_points');
  return total === 0 ? undefined : { total, redeemable, source };
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields of a ledger write the member item carries besides the profile. */
const ledgerFields = ({ total_points, redeemable_points, earned_months, last_earned_at, expiry_due_at, opening_balance }: MemberRecord) => ({
  total_points,
  redeemable_points,
  earned_months,
  last_earned_at,
  expiry_due_at,
  opening_balance,
});

async function newMember(client: ClientRecord, row: ImportedMemberInput, source: ImportedRowSource, now: number): Promise<OptimisticWrite<ImportedMember>> {
  const missing = REQUIRED_FOR_NEW.find((field) => row[field] === undefined);
  if (missing) throw inputError(`${missing}: is required for a new member`);
  if (row.date_created !== undefined && row.date_created > now) throw inputError('date_created: cannot be in the future');
  // A file says nothing of consent unless it has the column: no marketing e-mail is assumed.
  const changes = await profileChanges(client, { email_is_verified: true, receive_email_updates: false, ...row }, {}, 'create', now);
  const member = newMemberRecord(client, withoutUnset(changes), now, row.date_created ?? now);
  const opening = openingOf(row, source);
  const ledger = opening ? openingBalanceWrite(member, opening, client.settings, now) : undefined;
  const after = ledger?.after ?? member;
  const rank = newMemberRankMove(after, now);
  return {
    items: [...newMemberItems(withoutUnset(after) as MemberRecord, client.settings, now, member), ...rank.items, ...(ledger?.items ?? [])],
    result: { member_id: after.id, change: 'created', rank_move: rank.move },
  };
}

async function updatedMember(
  client: ClientRecord,
  member: MemberRecord,
  row: ImportedMemberInput,
  source: ImportedRowSource,
  now: number,
): Promise<OptimisticWrite<ImportedMember>> {
  const changes = await profileChanges(client, row, member, 'update', now);
  const changed = Object.fromEntries(Object.entries(changes).filter(([field, value]) => !sameValue(member[field], value)));
  const opening = openingOf(row, source);
  const held = member.opening_balance as { import_id: string; line: number; total_points: number; redeemable_points: number } | undefined;
  if (opening && held && (held.total_points !== opening.total || held.redeemable_points !== opening.redeemable)) {
    throw inputError(
      `redeemable_points: the member's opening balance was taken already (import ${held.import_id}, line ${held.line}); adjust its points instead`,
    );
  }
  const ledger = opening && !held ? openingBalanceWrite(member, opening, client.settings, now, member.version + 1) : undefined;
  if (!ledger && Object.keys(changed).length === 0) return { items: [], result: { member_id: member.id, change: 'unchanged' } };
  const profile = { ...changed, date_last_updated: now, ...(ledger ? ledgerFields(ledger.after) : {}) };
  const after = { ...member, ...profile, version: member.version + 1 } as MemberRecord;
  for (const [field, value] of Object.entries(profile)) if (value === undefined) delete after[field];
  const fields = changedFields(changed);
  return {
    items: [
      updateMemberProfileItem(member, profile),
      ...profileIndexItems(member, after),
      ...rankProfileItems(member, after),
      ...(fields.length > 0 ? [memberEventItem(client.clientId, member.id, 'user.updated', { user_id: member.id, fields }, now)] : []),
      ...(ledger?.items ?? []),
    ],
    result: { member_id: member.id, change: 'updated' },
  };
}

/**
 * Creates or updates the member a row names, all or nothing, in one transaction with the row's
 * record (`record`): a row run again answers what it did the first time. A new member's rank-tree
 * counts are left to the caller (ImportedMember.rank_move). A member who signs up with the
 * row's identifier while the row is written is then updated by it instead.
 */
export async function importMember(client: ClientRecord, row: ImportedMemberInput, source: ImportedRowSource, record: AnswerRecord): Promise<ImportedMember> {
  const now = nowSeconds();
  const write = () =>
    optimisticTransaction(async () => {
      const member = await matchedMember(client.clientId, row);
      return member ? updatedMember(client, member, row, source, now) : newMember(client, row, source, now);
    }, record);
  try {
    return await write();
  } catch (error) {
    if (error instanceof IdentifierTaken && identitiesOf(row).some(([kind]) => kind === error.kind)) return write();
    throw error;
  }
}

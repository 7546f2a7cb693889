import { noteRequestBefore } from '../data/request-record.js';
import { ApiError, inputError } from '../errors.js';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { readClient, type ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { memberDoesNotExist } from './member-lookup.js';
import { checkTierOverride, memberOverview, profileChanges } from './member-profiles.js';
import { updateMember, type ProfileChanges } from './member-writes.js';
import type { ProfileEditInput, TierOverrideInput } from './service-requests.js';

/**
 * The support desk's fixes to a member's account (operator API): the profile, the tier override
 * and the member's standing. Each is the member API's own update (updateMember: version-checked,
 * identifier lookups swapped in the same transaction) under the member API's rules
 * (profileChanges, checkTierOverride), so a fix from the console and one from the member's app
 * cannot disagree. Each notes for the audit entry what the fields it changes held before, from
 * the snapshot the committed attempt was decided on. Every one answers the member overview.
 */

/** The program and the member, read at once; an unknown member is 404 not_found. */
async function programAndMember(clientId: string, memberId: number): Promise<{ client: ClientRecord; member: MemberRecord }> {
  const [client, member] = await Promise.all([readClient(clientId), getMember(clientId, memberId)]);
  if (!member) throw memberDoesNotExist('not_found');
  return { client, member };
}

/** What `fields` held on `member`, null where unset. */
const heldBefore = (member: MemberRecord, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, (member as Record<string, unknown>)[field] ?? null]));

/** Applies `changesFor` to the member as updateMember does, and answers the overview of the member it leaves. */
async function changeMember(
  clientId: string,
  memberId: number,
  changesFor: (client: ClientRecord, member: MemberRecord) => Promise<ProfileChanges> | ProfileChanges,
) {
  const { client, member } = await programAndMember(clientId, memberId);
  const updated = await updateMember(member, (current) => changesFor(client, current));
  return memberOverview({ answerRecord: undefined, client, member: updated });
}

/**
 * Edits the member's profile: the fields the body carries, under the member API's rules (an
 * identifier another member holds is input_error naming it). An empty body changes nothing and is refused.
 */
export async function editProfile(clientId: string, memberId: number, body: ProfileEditInput) {
  const sent = Object.keys(body).filter((field) => body[field as keyof ProfileEditInput] !== undefined);
  if (sent.length === 0) throw inputError('send at least one profile field to change');
  const now = nowSeconds();
  return changeMember(clientId, memberId, async (client, current) => {
    const changes = await profileChanges(client, body, current, 'update', now);
    noteRequestBefore(heldBefore(current, sent));
    return { ...changes, date_last_updated: now };
  });
}

/** Sets the member's tier override to a level of the program's Tiers V2 levels, or clears it (null). */
export async function overrideTier(clientId: string, memberId: number, body: TierOverrideInput) {
  const now = nowSeconds();
  return changeMember(clientId, memberId, (client, current) => {
    if (body.tier_id !== null) checkTierOverride(client.settings, body.tier_id, 'tier_id');
    noteRequestBefore(heldBefore(current, ['tier_override']));
    return { tier_override: body.tier_id ?? undefined, date_last_updated: now };
  });
}

/**
 * Deactivates (active false) or reactivates (true) the member, as the member API's is_active
 * does: an inactive member keeps their points and history but may not sign in or claim receipts,
 * and may leave only once their points are removed. A member already in that standing is 409.
 */
export async function setStanding(clientId: string, memberId: number, active: boolean) {
  const now = nowSeconds();
  return changeMember(clientId, memberId, (_client, current) => {
    const isActive = current.is_active !== false;
    if (isActive === active) throw new ApiError('conflict', `the member is already ${active ? 'active' : 'inactive'}`);
    noteRequestBefore({ is_active: isActive });
    return { is_active: active, date_last_updated: now };
  });
}

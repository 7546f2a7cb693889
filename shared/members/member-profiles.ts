import { inputError } from '../errors.js';
import type { ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { resolveCustomData, type CustomData, type UserOperation } from './custom-data.js';
import { ADDRESS_FIELDS, addressAfter, checkAddress, locationLabels } from './location.js';
import { genderFields } from './member-fields.js';
import { insertMember, updateMember, type ProfileChanges } from './member-writes.js';
import type { MemberRecord } from './member-lookup.js';
import { hashPassword, PASSWORD_HASH_ALGORITHM } from '../support/passwords.js';
import type { ClientSettings } from '../programs/index.js';
import { levelById, pointsSummary, settledMember, type PointsMovement } from '../points/index.js';
import type { CreateUserInput, UpdateUserInput, UserBody } from './member-bodies.js';
import { userExtras } from './member-extras.js';
import { userView, withoutPersonalData } from './member-view.js';
import type { MemberRequest } from '../requests/index.js';
import { creditReferral, inviterOf } from './referrals.js';
import { creditWelcomeRules, owedWelcome } from './welcome-rules.js';

/**
 * Creating and updating members (spec 4.3, 4.4): the rules that turn a validated body into the
 * member's stored profile. Every rule is checked before anything is written, so a refused
 * request changes nothing.
 */

/** Fields stored exactly as the body gives them (after their field rules). */
const STORED_AS_SENT = [
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'email_address',
  'email_is_verified',
  'username',
  'third_party_id',
  'mobile_phone_number',
  'receive_email_updates',
  'send_verify_email',
  'network1_access_token',
  'network1_user_id',
  'network2_user_id',
  'network2_oauth_token',
  'network2_oauth_token_secret',
  'network5_access_token',
  'network5_username',
  'network5_user_id',
  'network6_access_token',
  'network6_user_id',
  'sign_up_channel_id',
  'sign_up_campaign',
  'lang_pref',
  'is_active',
] as const satisfies ReadonlyArray<keyof UserBody>;

/** A tier override must name a level of the program's Tiers V2 levels; `field` is how the request names it. */
export function checkTierOverride(settings: ClientSettings, id: string, field = 'tier_override'): void {
  if (settings.tiers?.version !== 2) throw inputError(`${field} applies only to Tiers V2 programs`);
  if (!levelById(settings.tiers, id)) throw inputError(`${field}: no tier level has id ${id}`);
}

/** The stored password fields. Hashing is deliberately slow, so it runs after every other rule has passed. */
async function passwordChanges(password: string | null | undefined): Promise<ProfileChanges> {
  if (password === undefined) return {};
  if (password === null) return { password_hash: undefined, hash_algorithm_id: undefined };
  return { password_hash: await hashPassword(password), hash_algorithm_id: PASSWORD_HASH_ALGORITHM };
}

/**
 * The profile changes a body makes to a member's stored fields (`stored` is empty on create).
 * Throws input_error for any rule broken; null values become undefined, which removes the field.
 */
export async function profileChanges(
  client: ClientRecord,
  body: UserBody,
  stored: Record<string, unknown>,
  operation: UserOperation,
  now: number,
): Promise<ProfileChanges> {
  const changes: ProfileChanges = {};
  for (const field of STORED_AS_SENT) if (body[field] !== undefined) changes[field] = body[field] ?? undefined;

  if (body.gender_id !== undefined) Object.assign(changes, genderFields(body.gender_id));

  const optIn = body.receive_email_updates;
  if (optIn !== undefined && optIn !== stored.receive_email_updates && (optIn || operation === 'update')) {
    changes[optIn ? 'date_receive_email_opt_in' : 'date_receive_email_opt_out'] = now;
  }

  if (operation === 'create' || ADDRESS_FIELDS.some((field) => body[field] !== undefined)) {
    const address = addressAfter(body, stored);
    checkAddress(address);
    const labels = await locationLabels(address);
    Object.assign(changes, { ...address, ...labels });
  }

  const customData = resolveCustomData(client.settings, operation, body.custom_data, (stored.custom_data as CustomData | undefined) ?? {});
  if (customData !== undefined) changes.custom_data = Object.keys(customData).length ? customData : undefined;

  if (body.tier_override !== undefined) {
    if (body.tier_override !== null) checkTierOverride(client.settings, body.tier_override);
    changes.tier_override = body.tier_override ?? undefined;
  }

  for (const [field, value] of Object.entries(changes)) if (value === null) changes[field] = undefined;
  return changes;
}

export const withoutUnset = (changes: ProfileChanges): Record<string, unknown> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** Creates a member (spec 4.3) and answers the whole User. */
export async function createUser(client: ClientRecord, body: CreateUserInput): Promise<Record<string, unknown>> {
  const now = nowSeconds();
  const inviter = body.invite_code === undefined ? undefined : await inviterOf(client, body.invite_code);
  // The profile's checks beside whether the program owes new members a welcome (its cached rules); the password hashed once they pass.
  const [profile, welcome] = await Promise.all([profileChanges(client, body, {}, 'create', now), owedWelcome(client.clientId)]);
  const password = await passwordChanges(body.password);
  const referral = inviter ? { referred_by: inviter.id } : {};
  const inserted = await insertMember(client, { ...withoutUnset({ ...profile, ...password }), ...referral, ...welcome }, now);
  const member = await creditWelcomeRules(client, inserted);
  if (inviter) await creditReferral(client, inviter);
  return userView(member, await userExtras(client, member, now));
}

/**
 * remove_points, the hosted API's Boolean sent with is_active 0: true removes every redeemable
 * point the member holds on the snapshot the update is decided on, as one ledger entry of kind
 * adjustment (with its points.removed event) in the update's own version-checked transaction.
 * A credit that commits first moves the version, so the update reads again and removes that
 * too; nothing is left behind. Nothing held, nothing written to the ledger.
 */
function pointsRemoval(client: ClientRecord, member: MemberRecord, remove: boolean | undefined, now: number) {
  if (!remove) return undefined;
  const held = settledMember(client.settings.expiry_policy, member, now).redeemable_points;
  if (held <= 0) return undefined;
  const movement: PointsMovement = { kind: 'adjustment', points: -held, name: 'Points removed', at: now, notes: 'remove_points on user update' };
  return { movement, settings: client.settings };
}

/** Updates the fields the body carries (spec 4.4) and answers the whole User with tier_info. */
export async function updateUser({ client, member }: MemberRequest, body: UpdateUserInput): Promise<Record<string, unknown>> {
  const now = nowSeconds();
  if (body.remove_points && body.is_active !== false) {
    throw inputError('remove_points: must be sent with is_active 0 (it removes the points of a member being deactivated)');
  }
  let password: Promise<ProfileChanges> | undefined;
  const hashedOnce = () => {
    password ??= passwordChanges(body.password);
    return password;
  };
  const updated = await updateMember(
    member,
    async (current) => ({
      ...(await profileChanges(client, body, current, 'update', now)),
      // Hashed once, on the first attempt whose rules pass; a retry reuses it.
      ...(await hashedOnce()),
      date_last_updated: now,
    }),
    (current) => pointsRemoval(client, current, body.remove_points, now),
  );
  const settled = settledMember(client.settings.expiry_policy, updated, now);
  return userView(settled, await userExtras(client, settled, now, { tierInfo: true }));
}

/**
 * Endpoint 2 (spec 2.2): the member as stored, with points due to expire already gone. With
 * `pii: false` (the hosted API's pii=false) the personal fields answer null (member-view.ts).
 */
/** How many of the member's latest points entries the overview shows beside the balances. */
const OVERVIEW_HISTORY = 10;

/** A member as an operator sees them: the profile the client routes answer (personal data included) and the balances with the latest entries. */
export async function memberOverview(request: MemberRequest): Promise<{ user: Record<string, unknown>; points: Awaited<ReturnType<typeof pointsSummary>> }> {
  const [user, points] = await Promise.all([readUser(request), pointsSummary(request.client, request.member, OVERVIEW_HISTORY)]);
  return { user, points };
}

export async function readUser({ client, member }: MemberRequest, options: { pii: boolean } = { pii: true }): Promise<Record<string, unknown>> {
  const now = nowSeconds();
  const settled = settledMember(client.settings.expiry_policy, member, now);
  const view = userView(settled, await userExtras(client, settled, now));
  return options.pii ? view : withoutPersonalData(view);
}

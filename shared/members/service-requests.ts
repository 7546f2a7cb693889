import * as z from 'zod';
import { UpdateUserBody } from './member-bodies.js';
import { TierId } from './member-fields.js';

/**
 * What the support desk sends to fix a member's account (the operator member routes). The
 * profile edit is the member API's own update body narrowed to the profile fields, so both
 * validate alike; the member's consent flags, password and network tokens stay the member's.
 */

/** The profile fields an operator may edit: the member API's update rules, field by field. */
export const PROFILE_EDIT_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'email_address',
  'username',
  'mobile_phone_number',
  'third_party_id',
  'postal_code',
  'country_code',
  'gender_id',
  'lang_pref',
  'custom_data',
] as const;

/** Body of PUT /admin/v1/clients/{client_id}/members/{member_id}: only the fields sent change. */
export const ProfileEditBody = UpdateUserBody.pick(
  Object.fromEntries(PROFILE_EDIT_FIELDS.map((field) => [field, true])) as { [F in (typeof PROFILE_EDIT_FIELDS)[number]]: true },
);
export type ProfileEditInput = z.infer<typeof ProfileEditBody>;

/** Why support changed the member's standing: kept in the audit log with the change. */
const Reason = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');

/** Body of PUT .../members/{member_id}/tier_override: a level of the program's tiers, or null to clear the override. */
export const TierOverrideBody = z.object({ tier_id: TierId.nullable(), reason: Reason });
export type TierOverrideInput = z.infer<typeof TierOverrideBody>;

/** Body of POST .../members/{member_id}/deactivate and .../reactivate. */
export const StandingBody = z.object({ reason: Reason });

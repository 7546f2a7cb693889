import type { MemberRecord } from '../member-store/index.js';

/** Profile fields of the User object (spec 2.1) that are returned as stored, null when unset. */
const PROFILE_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'email_address',
  'email_is_verified',
  'username',
  'mobile_phone_number',
  'third_party_id',
  'is_active',
  'gender_id',
  'gender',
  'extra_data',
  'continent',
  'country',
  'us_region',
  'ca_province',
  'state',
  'city',
  'street_address_1',
  'street_address_2',
  'postal_code',
  'receive_email_updates',
  'date_receive_email_opt_in',
  'date_receive_email_opt_out',
  'network1_access_token',
  'network1_user_id',
  'date_network1_token_expires',
  'network2_oauth_token',
  'network2_oauth_token_secret',
  // Not in the 2.1 table, but members are addressed by it (id_type network2_user_id), so it is shown.
  'network2_user_id',
  'network3_access_token',
  'network3_refresh_token',
  'network3_user_id',
  'network4_access_token',
  'network4_access_token_secret',
  'network4_session_handle',
  'network4_user_id',
  'network5_access_token',
  'network5_username',
  'network5_user_id',
  'activity_stream_opt_in',
  'store_id',
  'date_last_login',
  'date_last_updated',
  'date_created',
  'salt',
  'hash_algorithm_id',
  'lang_pref',
  'referral_url',
  'sign_up_channel_id',
] as const;

/** Values derived elsewhere (ranks, tiers) that the caller supplies when it has them. */
export interface UserExtras {
  rank?: number | null;
  weekly_rank?: number | null;
  monthly_rank?: number | null;
  fan_level?: string;
  referral_url?: string;
  tier_info?: unknown;
}

/** The User object of spec 2.1: every field present, null where unset, integer ids and Unix-second times. */
export function userView(member: MemberRecord, extras: UserExtras = {}): Record<string, unknown> {
  const view: Record<string, unknown> = { id: member.id };
  for (const field of PROFILE_FIELDS) view[field] = member[field] ?? null;
  view.total_points = member.total_points;
  view.redeemable_points = member.redeemable_points;
  view.num_points_purchased = member.num_points_purchased;
  view.rank = extras.rank ?? null;
  view.weekly_rank = extras.weekly_rank ?? null;
  view.monthly_rank = extras.monthly_rank ?? null;
  view.fan_level = extras.fan_level ?? '';
  view.custom_data = (member.custom_data as Record<string, string> | undefined) ?? {};
  // Strings always, as 2.1 types them: the default language, no referral link, no password hash.
  view.lang_pref = (member.lang_pref as string | undefined) ?? 'en';
  view.referral_url = extras.referral_url ?? '';
  view.hash_algorithm_id = (member.hash_algorithm_id as string | undefined) ?? '';
  if (extras.tier_info !== undefined) view.tier_info = extras.tier_info;
  return view;
}

/**
 * The User fields that are personal data (docs/decisions.md, Members): what identifies, contacts
 * or describes the person, or signs them in elsewhere. Answered null under pii=false; ids the
 * program gives (id, third_party_id), balances, ranks, flags, dates, the coarse location
 * (state and wider) and custom_data are kept.
 */
const NAMED_PERSONAL_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'email_address',
  'username',
  'mobile_phone_number',
  'gender_id',
  'gender',
  'extra_data',
  'street_address_1',
  'street_address_2',
  'postal_code',
  'city',
] as const satisfies ReadonlyArray<(typeof PROFILE_FIELDS)[number]>;

/** ... and every field of the member's accounts on the networks: their ids, usernames, tokens and secrets. */
export const PERSONAL_FIELDS: ReadonlyArray<(typeof PROFILE_FIELDS)[number]> = [
  ...NAMED_PERSONAL_FIELDS,
  ...PROFILE_FIELDS.filter((field) => field.startsWith('network')),
];

/** A User view with its personal fields null: every field still present, so the shape is the User's. */
export function withoutPersonalData(view: Record<string, unknown>): Record<string, unknown> {
  const redacted = { ...view };
  for (const field of PERSONAL_FIELDS) redacted[field] = null;
  return redacted;
}

import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';
import { StoredJson } from '../support/free-json.js';
import { PointsSummaryBody, TierInfoBody } from '../points/points-responses.js';

/**
 * What the member routes answer (the User object, deletion), as zod schemas: the API description
 * is generated from them and the integration tests hold every answer to them.
 */

const int = () => z.number().int();
const text = () => z.string().nullable();
const time = () => z.number().int().nullable();

/**
 * The User object of spec 2.1 (endpoint 2: GET /v2/users/{user_id} and its /activities form;
 * POST /v2/users, spec 4.3): every field present, null where unset, integer ids and Unix-second
 * times.
 */
export const UserObjectBody = z.object({
  id: int(),
  first_name: text(),
  middle_name: text(),
  last_name: text(),
  date_of_birth: time(),
  email_address: text(),
  email_is_verified: z.boolean().nullable(),
  username: text(),
  /** Kept as sent: a number or text of digits and separators. */
  mobile_phone_number: z.union([z.string(), int()]).nullable(),
  third_party_id: text(),
  is_active: z.boolean().nullable(),
  gender_id: z.union([z.literal(1), z.literal(2)]).nullable(),
  gender: z.enum(['Female', 'Male']).nullable(),
  extra_data: StoredJson,
  continent: text(),
  country: text(),
  us_region: text(),
  ca_province: text(),
  state: text(),
  city: text(),
  street_address_1: text(),
  street_address_2: text(),
  postal_code: text(),
  receive_email_updates: z.boolean().nullable(),
  date_receive_email_opt_in: time(),
  date_receive_email_opt_out: time(),
  network1_access_token: text(),
  network1_user_id: text(),
  date_network1_token_expires: time(),
  network2_oauth_token: text(),
  network2_oauth_token_secret: text(),
  network2_user_id: text(),
  network3_access_token: text(),
  network3_refresh_token: text(),
  network3_user_id: text(),
  network4_access_token: text(),
  network4_access_token_secret: text(),
  network4_session_handle: text(),
  network4_user_id: text(),
  network5_access_token: text(),
  network5_username: text(),
  network5_user_id: text(),
  activity_stream_opt_in: z.boolean().nullable(),
  store_id: int().nullable(),
  date_last_login: time(),
  date_last_updated: time(),
  date_created: int(),
  /** Always null: the salt lives inside the password hash and is not published. */
  salt: text(),
  /** "scrypt" when a password is set, otherwise "". */
  hash_algorithm_id: z.string(),
  lang_pref: z.string(),
  referral_url: z.string(),
  sign_up_channel_id: int().nullable(),
  total_points: int(),
  redeemable_points: int(),
  num_points_purchased: int(),
  rank: int().nullable(),
  weekly_rank: int().nullable(),
  monthly_rank: int().nullable(),
  fan_level: z.string(),
  custom_data: z.record(z.string(), z.string()),
});

/** PUT /v2/users/{user_id} (spec 4.4): the User with tier_info, null when the client has no tiers. */
export const UpdatedUserBody = UserObjectBody.extend({ tier_info: TierInfoBody.nullable() });

/** DELETE /v2/users/{user_id}: the member's erasure is queued. */
/** GET /admin/v1/clients/{client_id}/members/{member_id}: the member's profile and balances, as the client routes answer them. */
export const MemberOverviewBody = z.object({ user: UserObjectBody, points: PointsSummaryBody });

export const DeletionRequestBody = z.object({ user_id: int(), status: z.literal('Queued') });

const DeletionStatus = z.enum(['Deletion_initiated', 'Deletion_in_progress', 'Deletion_completed']);

/** GET /v2/users/delete/{user_id}: where the member's erasure stands, with ISO 8601 dates (milliseconds and offset, as the hosted sample). */
export const DeletionStatusBody = z.object({
  user_id: int(),
  initiated_by: z.string(),
  status: DeletionStatus,
  status_history: z.array(z.object({ status: DeletionStatus, date: z.iso.datetime({ offset: true }) })),
});

/** GET /admin/v1/clients/{client_id}/members/{member_id}/export: a page of what the service holds about the member. */
export const MemberExportBody = z.object({
  member_id: int(),
  /** The member as the User object, on the first page only. */
  member: z.record(z.string(), z.unknown()).nullable(),
  /** The member's records in key order, each with its item type and its fields (keys and secrets left out). */
  records: z.array(z.object({ type: z.string() }).catchall(z.unknown())),
  next_cursor: z.string().nullable(),
});

/** The answers the member routes name in their contracts, by name. */
export const memberAnswers = {
  DeletionRequest: DeletionRequestBody,
  DeletionStatus: DeletionStatusBody,
  MemberExport: MemberExportBody,
  MemberOverview: MemberOverviewBody,
  UpdatedUser: UpdatedUserBody,
  UserObject: UserObjectBody,
} satisfies AnswerBodies;

import * as z from 'zod';
import { CustomDataInput } from './custom-data.js';
import { LOCATION_LABEL_FIELDS } from './location.js';
import {
  BirthDate,
  BooleanFlag,
  CityId,
  CountryCode,
  EmailAddress,
  GenderId,
  Identifier,
  Label,
  Password,
  PersonName,
  PhoneNumber,
  PostalCode,
  SignUpChannel,
  TierId,
  Token,
  Username,
} from './member-fields.js';

/**
 * The request bodies of user create (spec 4.3) and update (spec 4.4), validated at the edge.
 * Cross-field rules (address, custom_data, tiers) are applied by member-profiles.ts.
 */

/** A body that is not an object says so (unknown fields are refused by name at the edge: shared/http/validation.ts). */
const strictBody = {
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code === 'invalid_type') return 'request body must be a JSON object';
    return undefined;
  },
};

/** The location labels are the service's to derive; a body that sets one is refused (the domestic rule of 4.3). */
const derivedLabels = Object.fromEntries(
  LOCATION_LABEL_FIELDS.map((field) => [field, z.never({ error: 'is derived from postal_code and country_code and cannot be set' }).optional()]),
) as Record<(typeof LOCATION_LABEL_FIELDS)[number], z.ZodOptional<z.ZodNever>>;

/** A language tag such as en, fr or en-US (the hosted API's lang_pref). */
const LangPref = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or en-US');

/** Optional fields common to create and update; null leaves a field unset (on update: clears it). */
const optionalFields = {
  lang_pref: LangPref.nullable().optional(),
  is_active: BooleanFlag.optional(),
  middle_name: PersonName.nullable().optional(),
  username: Username.nullable().optional(),
  password: Password.nullable().optional(),
  third_party_id: Identifier.nullable().optional(),
  city_id: CityId.nullable().optional(),
  city_name: Label.nullable().optional(),
  country_code: CountryCode.nullable().optional(),
  network1_access_token: Token.nullable().optional(),
  network1_user_id: Identifier.nullable().optional(),
  network2_user_id: Identifier.nullable().optional(),
  network2_oauth_token: Token.nullable().optional(),
  network2_oauth_token_secret: Token.nullable().optional(),
  network6_access_token: Token.nullable().optional(),
  network6_user_id: Identifier.nullable().optional(),
  gender_id: GenderId.nullable().optional(),
  mobile_phone_number: PhoneNumber.nullable().optional(),
  sign_up_channel_id: SignUpChannel.nullable().optional(),
  custom_data: CustomDataInput.optional(),
  ...derivedLabels,
};

/** Body of POST /v2/users (spec 4.3). */
export const CreateUserBody = z.strictObject(
  {
    first_name: PersonName,
    last_name: PersonName,
    date_of_birth: BirthDate,
    email_address: EmailAddress,
    email_is_verified: BooleanFlag.default(true),
    postal_code: PostalCode,
    send_verify_email: BooleanFlag.default(true),
    receive_email_updates: BooleanFlag.default(true),
    sign_up_campaign: Label.nullable().optional(),
    /** The invite code of the member who referred this one (their referral_url carries it). */
    invite_code: z.string().trim().min(1).max(20).optional(),
    ...optionalFields,
  },
  strictBody,
);
export type CreateUserInput = z.infer<typeof CreateUserBody>;

/** Body of PUT /v2/users/{user_id} (spec 4.4): every field optional, only those sent change. */
export const UpdateUserBody = z.strictObject(
  {
    first_name: PersonName.optional(),
    last_name: PersonName.optional(),
    date_of_birth: BirthDate.optional(),
    email_address: EmailAddress.optional(),
    email_is_verified: BooleanFlag.optional(),
    postal_code: PostalCode.optional(),
    send_verify_email: BooleanFlag.optional(),
    receive_email_updates: BooleanFlag.optional(),
    network5_access_token: Token.nullable().optional(),
    network5_username: Identifier.nullable().optional(),
    network5_user_id: Identifier.nullable().optional(),
    tier_override: TierId.nullable().optional(),
    /**
     * The hosted API's Boolean sent with is_active 0: true (1) removes all of the member's
     * redeemable points, false (0) none. Partial removals are the operator's points adjustments.
     */
    remove_points: BooleanFlag.optional(),
    ...optionalFields,
  },
  strictBody,
);
export type UpdateUserInput = z.infer<typeof UpdateUserBody>;

/** Any user body: the fields of create and update together, all optional. */
export type UserBody = Partial<CreateUserInput> & Partial<UpdateUserInput>;

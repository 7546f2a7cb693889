import * as z from 'zod';
import { countries } from 'countries-list';
import { nowSeconds } from '../support/clock.js';

/**
 * Wire rules for the single fields of a user create or update body (spec 4.3, 4.4). Each schema
 * turns what integrations send into the value the member item stores; cross-field rules (the
 * address, custom_data, tiers) live in their own modules.
 */

/** zod's error option that tells a missing field from a wrongly typed one. */
export const expecting = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

/**
 * The "boolean 0/1" fields. Integrations send 0/1, true/false or their string forms; the
 * member stores, and the User returns, a boolean.
 */
export const BooleanFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], expecting('0 or 1 (or true/false)'))
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/**
 * The hosted API's name rule (User Create: letters of any script, digits 0-9, spaces, apostrophes,
 * hyphens, underscores, @, periods and commas), with the marks letters carry and at least one
 * letter or digit, so a name is never punctuation alone.
 */
const PERSON_NAME = /^(?=.*[\p{L}0-9])[\p{L}\p{M}0-9 '’._@,-]+$/u;
const PERSON_NAME_RULE =
  'must be 1 to 100 characters of letters, digits, spaces, apostrophes, hyphens, underscores, @, periods or commas, with a letter or digit';

export const PersonName = z.string(expecting('a string')).trim().min(1, PERSON_NAME_RULE).max(100, PERSON_NAME_RULE).regex(PERSON_NAME, PERSON_NAME_RULE);

/** Earliest birth date accepted: 1900-01-01. */
const EARLIEST_BIRTH = -2_208_988_800;

/** Unix seconds (a numeric string is read as a number); not before 1900, not in the future. */
export const BirthDate = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,12}$/)
        .transform(Number),
    ],
    expecting('a Unix timestamp in seconds'),
  )
  .pipe(z.number().int('must be a whole number of seconds'))
  .refine((value) => value >= EARLIEST_BIRTH && value <= nowSeconds(), 'must be a Unix timestamp between 1900 and now');

export const EmailAddress = z
  .string(expecting('an e-mail address'))
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** Usernames are a path segment when id_type=username, so they carry no spaces or slashes. */
export const Username = z
  .string(expecting('a string'))
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[^\s/\\\p{Cc}]+$/u, 'must not contain spaces, slashes or control characters');

/** As short as the hosted API's sample ("abcdef"); kept only as a slow salted hash (passwords.ts). */
export const Password = z.string(expecting('a string')).min(6, 'must be at least 6 characters').max(128, 'must be at most 128 characters');

/** External identifiers (third_party_id, network user ids): text, or a number taken as its text. */
export const Identifier = z.union([z.string(), z.number().int().nonnegative().transform(String)], expecting('a string')).pipe(
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters'),
);

/** Access tokens and secrets of the sign-in networks: stored, never interpreted. */
export const Token = z.string(expecting('a string')).min(1, 'must not be empty').max(4096, 'must be at most 4096 characters');

/** Free text labels: city_name, sign_up_campaign. */
export const Label = z.string(expecting('a string')).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

const PHONE_RULE = 'must be a phone number of 7 to 15 digits';

/** A number, or text of digits with the usual separators; kept as sent (spec: number/string). */
export const PhoneNumber = z
  .union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ().-]*$/),
    ],
    { error: PHONE_RULE },
  )
  .refine((value) => {
    const digits = String(value).replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, PHONE_RULE);

/** gender_id of spec 2.1: 1 female, 2 male, 0 unset. */
export const GenderId = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'must be 0, 1 or 2' });

const GENDER_LABELS: Record<number, string> = { 1: 'Female', 2: 'Male' };

/** The stored gender_id and gender label for a gender_id; 0 means unset (both null). */
export function genderFields(genderId: 0 | 1 | 2 | null): { gender_id: number | undefined; gender: string | undefined } {
  return genderId ? { gender_id: genderId, gender: GENDER_LABELS[genderId] } : { gender_id: undefined, gender: undefined };
}

/** sign_up_channel_id values of spec 4.8 (1 In Store ... 9 Outlet). */
export const SignUpChannel = z
  .number(expecting('a number from 1 to 9'))
  .int('must be a whole number')
  .min(1, 'must be from 1 to 9')
  .max(9, 'must be from 1 to 9');

export const CityId = z.number(expecting('a number')).int('must be a whole number').positive('must be positive').max(Number.MAX_SAFE_INTEGER);

/** ISO 3166-1 alpha-2, any case; stored upper case. */
export const CountryCode = z
  .string(expecting('a two-letter ISO 3166-1 country code'))
  .trim()
  .toUpperCase()
  .refine((code) => Object.hasOwn(countries, code), 'must be a two-letter ISO 3166-1 country code');

/** Postal codes as text; a number is read as its digits. Form rules depend on the country (see location.ts). */
export const PostalCode = z
  .union([z.string(), z.number().int().nonnegative().transform(String)], expecting('a string'))
  .pipe(z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters'));

/** Level ids of the client's tiers (tier_override). */
export const TierId = z
  .union([z.string(), z.number().int().transform(String)], expecting('a tier id'))
  .pipe(z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'));

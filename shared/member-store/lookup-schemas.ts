/**
 * The words of member lookups, shared by the member item's repository and the id_type of every
 * route's request.
 */

/** The identifiers a member can be addressed by besides the numeric id (section 1 of the spec). */
export const LOOKUP_KINDS = ['email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The id_type values of spec section 1: how a request's user_id is read. */
export const ID_TYPES = ['id', ...LOOKUP_KINDS] as const;
export type IdType = (typeof ID_TYPES)[number];

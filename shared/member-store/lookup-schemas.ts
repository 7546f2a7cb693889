/**
 * The words of member lookups, shared by the member item's repository and the id_type of every
 * route's request.
 */

/** The identifiers a member can be addressed by besides the numeric id (section 1 of the spec). */
export const LOOKUP_KINDS = ['email', 'username', 'third_party_id', 'mobile_phone_number', 'network1_user_id', 'network2_user_id'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

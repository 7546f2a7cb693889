import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { ID_TYPES } from '../member-store/lookup-schemas.js';

/**
 * How requests name a member: the id_type vocabulary every feature's routes share, and the
 * deletion status path. Apart from the user create and update bodies (member-bodies.ts), whose
 * field rules carry the country list, so a route that only reads id_type bundles none of that.
 */

export { ID_TYPES, type IdType } from '../member-store/lookup-schemas.js';

export const IdTypeSchema = z.enum(ID_TYPES, { error: 'unknown id_type' }).default('id');

/** The query of a route that names its member in the body: how that member id is read. */
export const MemberIdTypeQuery = z.object({ id_type: IdTypeSchema });

/** A deletion's status is asked by the id the member had. */
export const DeletionStatusPath = z.object({ user_id: z.coerce.number({ error: 'user_id must be the member id' }).int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A page of a member's data export; the cursor is the previous page's next_cursor. */
export const MemberExportQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,1366}$/, 'must be a cursor from a previous page')
    .optional(),
});

/**
 * An operator route about one member: the program's id and the member named as id_type says (the
 * member's id by default, or an e-mail address, third_party_id, ...), as a client's user_id is.
 */
export const OperatorMemberPath = ClientPath.extend({
  member_id: z.string().trim().min(1).max(1024),
});

import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';

/** What the audit routes are asked, as zod schemas: the contracts and the API description read them. */

/** An instant bound: an ISO 8601 date (a whole UTC day) or date and time. */
const Instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO 8601 date or date and time' });

/** An entry id as a cursor: the last entry of the previous page. */
const Cursor = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be the next_cursor of a previous page');

export const AuditQuery = z.object({
  /** Only this operator's entries (an operator id, the token's subject). */
  actor: z.string().trim().min(1).max(200).optional(),
  since: Instant.optional(),
  until: Instant.optional(),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQueryInput = z.infer<typeof AuditQuery>;

/** A program's log may also be narrowed to the entries that name one member. */
export const ClientAuditQuery = AuditQuery.extend({ member_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() });
export type ClientAuditQueryInput = z.infer<typeof ClientAuditQuery>;

export const ClientAuditPath = ClientPath;

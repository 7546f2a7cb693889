import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { ACTION_KINDS } from './action-kinds.js';

/** What the audit routes are asked, as zod schemas: the contracts and the API description read them. */

/** An instant bound: an ISO 8601 date (a whole UTC day) or date and time. */
const Instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO 8601 date or date and time' });

/** An entry id as a cursor: the last entry of the previous page. */
const Cursor = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be the next_cursor of a previous page');

export const AuditQuery = z.object({
  /** Only this operator's entries (an operator id, the token's subject). */
  actor: z.string().trim().min(1).max(200).optional(),
  /** Only the entries of the operator with this e-mail address (none when no operator has it). */
  actor_email: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
    .optional(),
  /** Only entries of this kind of action. */
  kind: z.enum(ACTION_KINDS, { error: `must be one of ${ACTION_KINDS.join(', ')}` }).optional(),
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

/** What an audit export (the exports feature's `audit` kind) is narrowed by, beside its since and until. */
export const AuditExportFilters = z.strictObject({
  actor: AuditQuery.shape.actor,
  actor_email: AuditQuery.shape.actor_email,
  kind: AuditQuery.shape.kind,
  member_id: ClientAuditQuery.shape.member_id,
});

import * as z from 'zod';
import { PageCursor } from '../support/page-cursor.js';

/** What the member list (GET /admin/v1/clients/{client_id}/members) is asked, as zod schemas. */

/** Where a search looks: one field, or every field at once. */
export const SEARCH_FIELDS = ['any', 'name', 'email', 'mobile_phone_number', 'third_party_id', 'username', 'id'] as const;
export const MEMBER_SORTS = ['joined', 'lifetime_points', 'redeemable_points'] as const;

const Points = z.coerce.number({ error: 'must be a whole number of points' }).int('must be a whole number of points').min(0).max(Number.MAX_SAFE_INTEGER);
/** A day bound: the whole UTC day. */
const Day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

export const MemberListQuery = z.object({
  /** What the operator typed: matched as a prefix of the fields `search_in` names. */
  q: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  search_in: z.enum(SEARCH_FIELDS, { error: `must be one of ${SEARCH_FIELDS.join(', ')}` }).default('any'),
  /** The list's order without a search (a search answers in the order of what it matched). */
  sort: z.enum(MEMBER_SORTS, { error: `must be one of ${MEMBER_SORTS.join(', ')}` }).optional(),
  order: z.enum(['desc', 'asc'], { error: 'must be desc or asc' }).default('desc'),
  tier_id: z.string().trim().min(1).max(100).optional(),
  is_active: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  joined_since: Day.optional(),
  joined_until: Day.optional(),
  lifetime_points_min: Points.optional(),
  lifetime_points_max: Points.optional(),
  redeemable_points_min: Points.optional(),
  redeemable_points_max: Points.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: PageCursor,
});
export type MemberListInput = z.infer<typeof MemberListQuery>;

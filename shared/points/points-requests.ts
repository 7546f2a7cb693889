import * as z from 'zod';
import { ClientPath, MAX_POINTS_PER_CREDIT_LIMIT } from '../programs/client-requests.js';
import { FreeJson } from '../support/free-json.js';

/**
 * What requests about points send: history limits, activity credits, adjustments and the paths
 * of one activity. Schemas only, so a route's contract loads them without the ledger.
 */

/** Optional page size of the history views (the spec sets none; docs/decisions.md). */
export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Most entries a page of activity history holds (page_size). */
export const MAX_HISTORY_PAGE_SIZE = 100;
/** How deep page_number paging of activity history reaches: the newest this many entries. */
export const MAX_HISTORY_DEPTH = 500;

/** A whole number from 1 to `max`, as query text. */
const PagingNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .optional();

/**
 * Query of the activity histories (10, 11): the newest `limit` entries (100 when not given), or
 * the hosted page User Activity History's page_size with page_number, which come together.
 */
export const ActivityHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_HISTORY_DEPTH).optional(),
  page_size: PagingNumber(MAX_HISTORY_PAGE_SIZE),
  page_number: PagingNumber(MAX_HISTORY_DEPTH),
});

export type ActivityHistoryQueryInput = z.infer<typeof ActivityHistoryQuery>;

const MAX_ADJUSTMENT = 10_000_000;

export const AdjustmentBody = z.strictObject({
  points: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT)
    .max(MAX_ADJUSTMENT)
    .refine((points) => points !== 0, 'must not be 0'),
  reason: z.string().trim().min(1).max(500),
  reference: z.string().trim().min(1).max(200).optional(),
});

export type AdjustmentInput = z.infer<typeof AdjustmentBody>;

/** Path of the operator's routes of one member. */
export const MemberIdPath = ClientPath.extend({ member_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const CreditActivityBody = z.object({
  activity_id: z.union([z.string().trim().min(1).max(20), z.number()]),
  activity_date: z.number().int().min(0).max(253_402_300_799).optional(),
  /** Points in place of the activity's own; a credit never takes points away. */
  num_points: z.number().int().min(0).max(MAX_POINTS_PER_CREDIT_LIMIT).optional(),
  notes: z.string().max(1000).nullable().optional(),
  extra_data: FreeJson.optional(),
});

export type CreditActivityInput = z.infer<typeof CreditActivityBody>;

/** n is required, 1 to 15 (spec 4.9, 8). */
export const StreamQuery = z.object({
  n: z.coerce.number({ error: 'n is required' }).int('n must be an integer').min(1, 'n must be at least 1').max(15, 'n must be at most 15'),
});

/** Path of the single-activity endpoints: the client's (GET /v2/activities/{activity_id}/extended) and the member's (13). */
export const ActivityIdPath = z.object({
  activity_id: z
    .string()
    .regex(/^\d{1,10}$/, 'activity_id must be an activity id')
    .transform(Number),
});

/** Path of the member's single-activity endpoint (13); {user_id} is resolved by the member option. */
export const MemberActivityPath = ActivityIdPath;

/** Path of the operator's routes of one activity. */
export const OperatorActivityPath = ClientPath.extend(ActivityIdPath.shape);

/** A page of a member's ledger for an operator; the cursor is the previous page's next_cursor. */
export const MemberLedgerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be the next_cursor of a previous page')
    .optional(),
});
export type MemberLedgerQueryInput = z.infer<typeof MemberLedgerQuery>;

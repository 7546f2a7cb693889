import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';

/**
 * What the approval queue of large adjustments is asked: which requests to list, which one to
 * decide and why it is refused. Schemas only, so contracts load them without the repositories.
 */

/** The statuses the queue lists: pending ones wait, expired ones waited past their deadline. */
export const APPROVAL_QUEUE_STATUSES = ['pending', 'approved', 'refused', 'expired'] as const;
export type ApprovalQueueStatus = (typeof APPROVAL_QUEUE_STATUSES)[number];

export const MAX_APPROVAL_PAGE = 100;

/** The next_cursor of a previous page: the last request's deadline and id. */
export const APPROVAL_CURSOR = /^(\d{12})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const ApprovalQueueQuery = z.object({
  status: z.enum(APPROVAL_QUEUE_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(MAX_APPROVAL_PAGE).default(25),
  cursor: z.string().regex(APPROVAL_CURSOR, 'must be the next_cursor of a previous page').optional(),
});
export type ApprovalQueueInput = z.infer<typeof ApprovalQueueQuery>;

/** An adjustment awaiting (or past) approval, by the id its request answered. */
export const AdjustmentApprovalPath = ClientPath.extend({
  adjustment_id: z.uuid('must be the adjustment_id of a request for approval'),
});

export const RefuseAdjustmentBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type RefuseAdjustmentInput = z.infer<typeof RefuseAdjustmentBody>;

import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';

/**
 * What the approval of large adjustments answers: a request for approval as its requester and
 * the queue see it, and a page of the queue.
 */

const int = () => z.number().int();

/** Where a request for approval stands: waiting, decided, or past its deadline undecided. */
export const APPROVAL_STATUSES = ['pending_approval', 'approved', 'refused', 'expired'] as const;

/**
 * An adjustment over the program's adjustment_approval_threshold (or a support operator's cap):
 * recorded, not applied, until a manager or owner other than its requester approves it before
 * expires_at.
 */
export const AdjustmentApprovalBody = z.object({
  adjustment_id: z.string(),
  member_id: int(),
  points: int(),
  reason: z.string(),
  reference: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  requested_by: z.string(),
  date_created: int(),
  /** The last second it may be approved (Unix seconds): seven days after it was requested. */
  expires_at: int(),
  /** Who approved or refused it, and when; null while it waits or once it expired. */
  decided_by: z.string().nullable(),
  date_decided: int().nullable(),
  /** Why it was refused; null unless it was. */
  refusal_reason: z.string().nullable(),
  /** The member's redeemable points once the approval applied it; null unless it was approved. */
  ending_redeemable: int().nullable(),
});

/** GET /admin/v1/clients/{client_id}/adjustment_approvals: newest request first. */
export const AdjustmentApprovalPageBody = z.object({
  approvals: z.array(AdjustmentApprovalBody),
  /** The cursor of the next page; null on the last. */
  next_cursor: z.string().nullable(),
});

export const approvalAnswers = {
  AdjustmentApproval: AdjustmentApprovalBody,
  AdjustmentApprovalPage: AdjustmentApprovalPageBody,
} satisfies AnswerBodies;

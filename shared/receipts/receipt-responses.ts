import * as z from 'zod';
import { type AnswerBodies, pagedBody } from '../support/answers.js';
import { RECEIPT_STATUSES } from './receipt-schemas.js';

/**
 * What the receipt routes answer: a submission's acknowledgement and the member's history as the
 * hosted pages "User Receipt Submit" and "User Receipt History" show them, and the operator's
 * review queue and verdicts.
 */

/** How a receipt's status reads in the hosted history's scan_result. */
export const SCAN_RESULTS = ['NOT_SCANNED', 'AWARDED', 'REJECTED'] as const;

export const SubmittedReceiptBody = z.object({
  id: z.string(),
  message: z.string(),
  status: z.literal('pending_review'),
});

export const SubmittedReceiptEntryBody = z.object({
  id: z.string(),
  date_submitted: z.string(),
  /** The stored image is named by its receipt's id. */
  file_id: z.string(),
  file_name: z.string(),
  /** A signed link to the image, valid for an hour. */
  file_url: z.string(),
  scan_result: z.enum(SCAN_RESULTS),
  scan_result_text: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  points: z.number().int().nullable(),
});

/** A receipt as its review leaves it. */
export const ReviewedReceiptBody = z.object({
  receipt_id: z.string(),
  member_id: z.number().int(),
  status: z.enum(RECEIPT_STATUSES),
  date_submitted: z.number().int(),
  points: z.number().int().nullable(),
  reason: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  date_reviewed: z.number().int().nullable(),
});

/** A receipt in the review queue, with its image. */
export const QueuedReceiptBody = ReviewedReceiptBody.extend({
  file_name: z.string(),
  image_bytes: z.number().int(),
  /** A signed link to the image, valid for an hour. */
  image_url: z.string(),
});

export const ReceiptQueuePageBody = z.object({ receipts: z.array(QueuedReceiptBody), next_cursor: z.string().nullable() });

/** The answers the receipt routes name in their contracts, by name. */
export const receiptAnswers = {
  SubmittedReceipt: SubmittedReceiptBody,
  SubmittedReceiptPage: pagedBody('submitted_receipts', SubmittedReceiptEntryBody),
  ReceiptQueuePage: ReceiptQueuePageBody,
  ReviewedReceipt: ReviewedReceiptBody,
} satisfies AnswerBodies;

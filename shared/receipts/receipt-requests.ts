import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { RECEIPT_STATUSES } from './receipt-schemas.js';

/**
 * What receipt submission and review send: the member's image, the review queue's page and the
 * operator's verdict. Schemas only, so contracts load them without the repositories.
 */

/**
 * Base64 characters of an inline image: 100,000 of them are 75,000 bytes of JPEG, and the body
 * stays under the API's 128 KB cap with room for the rest of it.
 */
export const MAX_RECEIPT_IMAGE_CHARS = 100_000;

export const SubmitReceiptBody = z.object({
  image: z
    .string()
    .min(1, 'must be a JPEG image in base64')
    .max(MAX_RECEIPT_IMAGE_CHARS, `must be at most ${MAX_RECEIPT_IMAGE_CHARS} base64 characters (about 75 KB of JPEG)`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be a JPEG image in base64'),
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w .()-]+$/, 'must be a plain file name: letters, digits, spaces and . _ ( ) -')
    .optional(),
});
export type SubmitReceiptInput = z.infer<typeof SubmitReceiptBody>;

export const MAX_QUEUE_PAGE = 100;

/** A receipt id as the queue answered it: its place, then a cursor of the next page. */
const Cursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the next_cursor of a previous page');

export const ReceiptQueueQuery = z.object({
  status: z.enum(RECEIPT_STATUSES).default('pending_review'),
  limit: z.coerce.number().int().min(1).max(MAX_QUEUE_PAGE).default(25),
  cursor: Cursor.optional(),
});
export type ReceiptQueueInput = z.infer<typeof ReceiptQueueQuery>;

export const ClientReceiptPath = ClientPath.extend({ receipt_id: z.string().min(1).max(64) });

/** The most points one approval credits. */
export const MAX_RECEIPT_POINTS = 10_000_000;

export const ApproveReceiptBody = z.object({ points: z.number().int().min(1).max(MAX_RECEIPT_POINTS) });
export type ApproveReceiptInput = z.infer<typeof ApproveReceiptBody>;

export const RejectReceiptBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type RejectReceiptInput = z.infer<typeof RejectReceiptBody>;

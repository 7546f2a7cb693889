/**
 * The receipt feature's vocabulary, free of the table client, so the request and answer schemas
 * and the route contracts load without the repositories.
 */

/** A receipt waits in pending_review until an operator approves or rejects it; a decided one never changes again. */
export const RECEIPT_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

import * as z from 'zod';
import { PointsSummaryBody } from '../points/points-responses.js';

/**
 * What the purchase, return, receipt claim and pending points routes answer, as zod schemas:
 * the API description is generated from them and the integration tests hold every answer to them.
 */

/** Endpoint 21 (spec 4.8): the purchase was recorded. */
export const PurchaseCreatedBody = z.object({ message: z.literal('purchase created') });

/** POST /v2/purchases/return: what this return gave back and the points it took back, cancelled or could not take. */
export const PurchaseReturnBody = z.object({
  receipt_id: z.string(),
  /** Money: the part of the purchase's total this return gives back. */
  amount_returned: z.number(),
  /** Taken off redeemable points through the ledger. */
  points_returned: z.number().int(),
  /** Taken off the purchase's entry still pending. */
  pending_points_cancelled: z.number().int(),
  /** Due back but already spent by the member (recorded on the purchase unless the client lets returns overdraw). */
  points_shortfall: z.number().int(),
});

/** Endpoints 19 and 20 (spec 4.8): the points the receipt earned, as a string of digits. */
export const ReceiptClaimBody = z.object({ points: z.string().regex(/^\d+$/) });

/** One entry still pending (spec 2.5): dates as DD-MON-YY in UTC, points as a string of digits. */
export const PendingEntryBody = z.object({
  date_of_purchase: z.string(),
  date_points_clear: z.string(),
  number_of_points: z.string().regex(/^\d+$/),
});

/**
 * Endpoint 5 (spec 2.5): the member's balances, latest ledger entries and fan level, and
 * `pending` when pending points are enabled and the member's latest purchase is within the
 * pending period: the entries still waiting, or null when none are. Left out otherwise.
 */
export const PendingPointsBody = PointsSummaryBody.extend({ pending: z.array(PendingEntryBody).nullable().optional() });

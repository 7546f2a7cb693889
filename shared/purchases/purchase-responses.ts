import * as z from 'zod';
import { type AnswerBodies, pagedBody } from '../support/answers.js';
import { PointsSummaryBody } from '../points/points-responses.js';
import {
  HostedPotentialPointsBody,
  HostedPurchaseCreatedBody,
  HostedPurchaseDetailBody,
  HostedPurchaseHistoryItemBody,
  HostedReturnAnswerBody,
} from './hosted-answer-schemas.js';

/**
 * What the purchase, return, receipt claim and pending points routes answer, as zod schemas:
 * the API description is generated from them and the integration tests hold every answer to them.
 */

/** Endpoint 21 (spec 4.8): the purchase was recorded. */
export const PurchaseCreatedBody = z.object({ message: z.literal('purchase created') });

/** POST /v2/purchases/return: what this return gave back and the points it took back, cancelled or could not take. */
export const PurchaseReturnBody = z.object({
  /** The return's id: the one sent, or one minted; DELETE /v2/purchases/return/{return_id} voids it. */
  return_id: z.string(),
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

/** DELETE /v2/purchases/return/{return_id}: the return is voided; the same answer for every repeat. */
export const ReturnVoidBody = z.object({
  return_id: z.string(),
  receipt_id: z.string(),
  /** The member the return took points from; null when nobody had claimed the receipt. */
  user_id: z.number().int().nullable(),
  /**
   * Points the void gave the member back (to redeemable points, and onto the pending entry);
   * without a member, the points the return accounted for (the hosted answer's rule).
   */
  total_points_awarded: z.number().int(),
  /** The part of total_points_awarded put back on the purchase's pending entry (it clears as pending points do). */
  pending_points_restored: z.number().int(),
  date_voided: z.number().int(),
});

/** How much of a purchase has been returned (voided returns not counted). */
export const ReturnedState = z.enum(['none', 'partial', 'full']);

/** One line of a purchase with how many of its units are returned now. */
const PurchaseLineBody = z.object({
  id: z.string(),
  quantity: z.number(),
  price: z.number().nullable(),
  quantity_returned: z.number(),
});

/** One return of a purchase, voided or not, with the points it moved and those its void gave back. */
const PurchaseReturnRecordBody = z.object({
  return_id: z.string(),
  date_returned: z.number().int(),
  amount_returned: z.number(),
  /** Units returned per line; empty for a return by total. */
  items: z.array(z.object({ id: z.string(), quantity: z.number() })),
  points_returned: z.number().int(),
  pending_points_cancelled: z.number().int(),
  points_shortfall: z.number().int(),
  voided: z.boolean(),
  date_voided: z.number().int().nullable(),
  /** What the void gave back: to redeemable points, and onto the pending entry; null while not voided. */
  points_given_back: z.number().int().nullable(),
  pending_points_restored: z.number().int().nullable(),
});

/** GET /v2/purchases/{receipt_id} (the hosted Purchase Detail): the purchase, its lines and its returns. */
export const PurchaseDetailBody = z.object({
  receipt_id: z.string(),
  date_purchase: z.number().int(),
  date_created: z.number().int(),
  purchase_total: z.number(),
  tax: z.number().nullable(),
  shipping: z.number().nullable(),
  loc_id: z.string().nullable(),
  /** The purchaser, or the member who claimed the receipt; null while nobody has. */
  user_id: z.number().int().nullable(),
  date_claimed: z.number().int().nullable(),
  coupon_codes: z.array(z.string()),
  /** Points the purchase earns, at the rate of the day it was recorded. */
  points_earned: z.number().int(),
  /** Points its returns account for now (voided returns not counted). */
  points_returned: z.number().int(),
  /** Of points_returned, what the returns could not take back (spent already, or no member). */
  points_shortfall: z.number().int(),
  /** points_earned less points_returned: what the purchase is worth to its member now. */
  points_awarded: z.number().int(),
  returned: ReturnedState,
  returned_amount: z.number(),
  items: z.array(PurchaseLineBody),
  /** Its returns, oldest first (at most 100). */
  returns: z.array(PurchaseReturnRecordBody),
});

/** One purchase of GET /v2/users/{user_id}/purchases (the hosted User Purchase History). */
export const PurchaseHistoryItemBody = z.object({
  purchase_id: z.string(),
  purchase_id_type: z.literal('receipt_id'),
  receipt_id: z.string(),
  date_purchase: z.number().int(),
  purchase_total: z.number(),
  returned_amount: z.number(),
  total_points_earned: z.number().int(),
  total_points_returned: z.number().int(),
  total_points_awarded: z.number().int(),
  returned: ReturnedState,
});

/** POST /v2/purchases/potential_points (the hosted Potential Points): what the basket would earn; nothing is written. */
export const PotentialPointsBody = z.object({
  points: z.number().int(),
  /** The member named, or null. */
  user_id: z.number().int().nullable(),
  /** When the points would clear, with pending points enabled and the period not passed; null when they would be credited at once. */
  date_points_clear: z.number().int().nullable(),
});

/**
 * The answers the purchase and receipt routes name in their contracts, by name. A route that
 * takes the hosted form too answers in the form it was asked in (shared/purchases/purchase-forms.ts).
 */
export const purchaseAnswers = {
  PendingPoints: PendingPointsBody,
  PotentialPoints: z.union([PotentialPointsBody, HostedPotentialPointsBody]),
  PurchaseCreated: z.union([PurchaseCreatedBody, HostedPurchaseCreatedBody]),
  PurchaseDetail: z.union([PurchaseDetailBody, HostedPurchaseDetailBody]),
  PurchaseHistoryPage: pagedBody('purchases', z.union([PurchaseHistoryItemBody, HostedPurchaseHistoryItemBody])),
  /** The operator's list of a member's purchases: this service's own form only (no hosted path serves it). */
  MemberPurchasesPage: pagedBody('purchases', PurchaseHistoryItemBody),
  PurchaseReturn: z.union([PurchaseReturnBody, HostedReturnAnswerBody]),
  ReceiptClaim: ReceiptClaimBody,
  ReturnVoid: ReturnVoidBody,
} satisfies AnswerBodies;

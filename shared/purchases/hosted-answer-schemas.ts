import * as z from 'zod';

/**
 * The answer bodies of requests sent in the hosted form, which purchase-responses.ts joins with
 * this API's own under one answer name each. What the hosted store system's paths answer a request sent in the hosted form (hosted pages
 * Purchase, Return, Purchase Detail, User Purchase History, Potential Points): dates in ISO 8601
 * UTC, the receipt id as `third_party_receipt_id`, points split into base (the program's rate) and
 * bonus (what its purchase earning rules added).
 */

/** An instant as the hosted answers write it: 2018-01-01T11:00:18Z. */
export const IsoUtc = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

/** POST /purchase in the hosted form: what the purchase earns its member (pending or credited). */
export const HostedPurchaseCreatedBody = z.object({
  receipt_id: z.string(),
  order_id: z.string().nullable(),
  /** The member found by user_id or user_attributes; null when none was (the receipt can be claimed later). */
  user_id: z.number().int().nullable(),
  /** base_points plus bonus_points_awarded; 0 without a member. */
  total_points_awarded: z.number().int(),
  base_points: z.number().int(),
  bonus_points_awarded: z.number().int(),
  currency: z.string(),
});

/** POST /return in the hosted form. */
export const HostedReturnAnswerBody = z.object({
  return_id: z.string(),
  receipt_id: z.string(),
  user_id: z.number().int().nullable(),
  /** Taken off redeemable points and off the purchase's pending entry together. */
  total_points_deducted: z.number().int(),
  /** Due back but already spent by the member. */
  points_shortfall: z.number().int(),
});

/** GET /purchase/{purchase_id} (the hosted Purchase Detail). */
export const HostedPurchaseDetailBody = z.object({
  third_party_receipt_id: z.string(),
  order_id: z.string().nullable(),
  date_purchased: IsoUtc,
  /** The channel the purchase came through; null when it was not sent. */
  channel: z.string().nullable(),
  coupon_codes: z.array(z.string()),
  purchase_total: z.number(),
  currency: z.string(),
  base_points: z.number().int(),
  bonus_points: z.number().int(),
  /** Points earned less what its returns took back. */
  points_awarded: z.number().int(),
  points_earned: z.number().int(),
  user_id: z.number().int().nullable(),
  items: z.array(z.object({ sku: z.string(), quantity: z.number(), price: z.number().nullable(), quantity_returned: z.number() })),
  /** Its returns, oldest first (at most 100). */
  returns: z.array(z.object({ return_id: z.string(), date_returned: IsoUtc, total_points_deducted: z.number().int(), voided: z.boolean() })),
});

/** One purchase of GET /users/{user_id}/purchases (the hosted User Purchase History). */
export const HostedPurchaseHistoryItemBody = z.object({
  /** The purchase's date (a purchase is one receipt here). */
  last_date_purchased: IsoUtc,
  /** Its order id when it has one, else its receipt id: what GET /purchase/{purchase_id} takes with purchase_id_type. */
  purchase_id: z.string(),
  purchase_id_type: z.enum(['receipt_id', 'order_id']),
  purchase_total: z.number(),
  total_points_awarded: z.number().int(),
  total_points_earned: z.number().int(),
});

/** POST /receipt/points (the hosted Potential Points): nothing is written. */
export const HostedPotentialPointsBody = z.object({
  total_points: z.number().int(),
  base_points: z.number().int(),
  bonus_points: z.number().int(),
  user_id: z.number().int().nullable(),
  currency: z.string(),
});

import * as z from 'zod';
import { LATEST_TIME } from '../support/clock.js';
import { IsoDay } from '../rewards/reward-requests.js';
import { Amount, Identifier, Latitude, Longitude } from './purchase-rules.js';

/**
 * What requests about purchases send: a purchase, a return, a receipt claim. Schemas only, so a
 * route's contract loads them without the purchase repositories.
 */

const Text = z.string().trim().max(500);

const PurchaseLineSchema = z
  .object({
    id: Identifier,
    quantity: Amount.default(1),
    /** Samples name the unit price cost; the field table names it price. Either is accepted. */
    cost: Amount.optional(),
    price: Amount.optional(),
    /** What earning rules match on (purchase.items[].category); kept on the purchase. */
    category: Identifier.optional(),
  })
  .transform(({ id, quantity, cost, price, category }) => ({ id, quantity, price: cost ?? price ?? null, ...(category === undefined ? {} : { category }) }));

export const PurchaseBody = z.object({
  date_purchase: z.number().int().min(0).optional(),
  loc_id: Identifier.optional(),
  receipt_id: Identifier,
  shipping: Amount.optional(),
  tax: Amount.optional(),
  /** Total of all items; tax and shipping are not part of it and earn no points. */
  total: Amount,
  items: z.array(PurchaseLineSchema).max(500).default([]),
  loc_address_1: Text.optional(),
  loc_address_2: Text.optional(),
  loc_address_3: Text.optional(),
  loc_description: Text.optional(),
  loc_lat: Latitude.optional(),
  loc_long: Longitude.optional(),
  user_id: z.union([z.string().trim().min(1).max(254), z.number()]).optional(),
  coupon_codes: z.array(z.string().trim().min(1).max(1000)).max(25).default([]),
});

export type PurchaseInput = z.infer<typeof PurchaseBody>;

export const ReturnBody = z
  .object({
    /** The return's own id, unique per client (the hosted Return's return_id); one is minted when none is sent. */
    return_id: Identifier.optional(),
    receipt_id: Identifier,
    items: z
      .array(z.object({ id: Identifier, quantity: Amount.default(1) }))
      .min(1)
      .max(500)
      .optional(),
    total: Amount.optional(),
  })
  .refine((body) => body.items === undefined || body.total === undefined, 'send items or total, not both');

export type ReturnInput = z.infer<typeof ReturnBody>;

export const OnlineClaimBody = z.object({
  user_id: z.union([z.number().int(), z.string().trim().min(1).max(254)]),
  receipt_number: z.union([z.string().trim().min(1).max(200), z.number()]).transform(String),
  receipt_total: Amount,
});

export const InStoreClaimBody = OnlineClaimBody.extend({
  store_number: z.union([z.string().trim().min(1).max(200), z.number()]).transform(String),
  date_purchased: z.number().int().min(0).max(LATEST_TIME),
});

export type ClaimInput = z.infer<typeof OnlineClaimBody> & Partial<Pick<z.infer<typeof InStoreClaimBody>, 'store_number' | 'date_purchased'>>;

/** GET /v2/users/{user_id}/purchases: a date range (both days included), and the page. */
export const PurchaseHistoryQuery = z.object({ date_start: IsoDay.optional(), date_end: IsoDay.optional() });

export type PurchaseHistoryRange = z.infer<typeof PurchaseHistoryQuery>;

/** GET /v2/purchases/{receipt_id}. */
export const ReceiptParams = z.object({ receipt_id: z.string().trim().min(1).max(200) });

/** DELETE /v2/purchases/return/{return_id}. */
export const ReturnParams = z.object({ return_id: z.string().trim().min(1).max(200) });

/**
 * POST /v2/purchases/potential_points: a purchase's body, as POST /v2/purchases takes it, whose
 * receipt_id may be left out (a basket has none yet); user_id stays optional.
 */
export const PotentialPointsBody = PurchaseBody.extend({ receipt_id: Identifier.optional() });

export type PotentialPointsInput = z.infer<typeof PotentialPointsBody>;

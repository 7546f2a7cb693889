import * as z from 'zod';
import { LATEST_TIME } from '../support/clock.js';
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
  })
  .transform(({ id, quantity, cost, price }) => ({ id, quantity, price: cost ?? price ?? null }));

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

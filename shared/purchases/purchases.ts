import * as z from 'zod';
import { putPurchaseItem, type PurchaseRecord } from './purchase-repository.js';
import { guarded, optimisticTransaction, type AnswerRecord } from '../data/transactions.js';
import { inputError, paramError } from '../errors.js';
import type { ClientRecord } from '../clients/index.js';
import { nowSeconds } from '../support/clock.js';
import { purchaseCouponUseItems } from '../rewards/index.js';
import { findMember, type IdType } from '../members/index.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { memberSnapshots } from '../member-records/index.js';
import { clearDuePendingPoints } from './pending-points.js';
import { earningItems } from './purchase-earnings.js';
import { Amount, Identifier, Latitude, Longitude, purchasePoints, requirePurchaseV1, SECONDS_PER_DAY } from './purchase-rules.js';

/**
 * Recording a purchase (spec 4.8, endpoint 21). The purchase is stored under its receipt id,
 * which is unique per client; with a purchaser it earns points (at once or pending), and the
 * usable coupons carrying the codes it lists are marked used. All of it is one transaction.
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

/** A purchase dated further ahead than this is refused (clock skew between tills is tolerated). */
const FUTURE_TOLERANCE_SECONDS = SECONDS_PER_DAY;

export async function recordPurchase(client: ClientRecord, idType: IdType, input: PurchaseInput, record?: AnswerRecord): Promise<{ message: string }> {
  requirePurchaseV1(client);
  const now = nowSeconds();
  const datePurchase = input.date_purchase ?? now;
  if (datePurchase > now + FUTURE_TOLERANCE_SECONDS) throw inputError('date_purchase must not be in the future');
  const resolved = input.user_id === undefined ? undefined : await findMember(client.clientId, idType, String(input.user_id));
  if (input.user_id !== undefined && !resolved) throw paramError('user does not exist');
  const couponCodes = [...new Set(input.coupon_codes)];
  // A coupon another request used meanwhile cancels the write, and the retry reads the coupons again.
  const couponItems = () => purchaseCouponUseItems(client.clientId, resolved?.id, couponCodes, now);
  const [member, firstCoupons] = await Promise.all([resolved && clearDuePendingPoints(client, resolved, now), couponItems()]);
  const nextCoupons = freshOnRetry(firstCoupons, couponItems);

  const { user_id: _user, date_purchase: _date, ...fields } = input;
  const purchase: PurchaseRecord = {
    ...fields,
    client_id: client.clientId,
    date_purchase: datePurchase,
    loc_id: input.loc_id ?? null,
    tax: input.tax ?? null,
    shipping: input.shipping ?? null,
    coupon_codes: couponCodes,
    points: purchasePoints(input.total, client.settings.points_per_currency_unit),
    ...(member ? { member_id: member.id } : {}),
    date_created: now,
  };
  const nextMember = member && memberSnapshots(member);
  return optimisticTransaction(async () => {
    const earning = nextMember
      ? earningItems(client, await nextMember(), {
          kind: 'purchase',
          name: 'Purchase',
          receiptId: purchase.receipt_id,
          datePurchase,
          total: purchase.total,
          points: purchase.points,
          now,
        })
      : [];
    const coupons = await nextCoupons();
    return {
      items: [guarded(putPurchaseItem(purchase), () => inputError('receipt already exists')), ...earning, ...coupons],
      result: { message: 'purchase created' },
    };
  }, record);
}

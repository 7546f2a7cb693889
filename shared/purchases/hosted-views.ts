import type * as z from 'zod';
import type { ClientRecord } from '../programs/index.js';
import { PURCHASE_CHANNELS } from './hosted-requests.js';
import type { HostedPurchaseDetailBody, HostedPurchaseHistoryItemBody } from './hosted-answer-schemas.js';
import type { PurchaseRecord } from './purchase-repository.js';
import type { PurchaseReturn } from './purchase-return-repository.js';

/**
 * A purchase as the hosted store system reads it back (Purchase Detail, User Purchase History):
 * the same records as this API's own views, with ISO dates, sku lines and base and bonus points.
 */

/** Unix seconds as the hosted answers write them: 2018-01-01T11:00:18Z. */
const isoUtc = (at: number): string => new Date(at * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Points the purchase is worth to its member now: earned less what its returns took back. */
const awarded = (purchase: PurchaseRecord) => purchase.points - (purchase.points_returned ?? 0);

/** GET /purchase/{purchase_id}. Purchases recorded before base and bonus points were kept earned base points only. */
export function hostedDetailView(purchase: PurchaseRecord, returns: PurchaseReturn[], client: ClientRecord): z.infer<typeof HostedPurchaseDetailBody> {
  return {
    third_party_receipt_id: purchase.receipt_id,
    order_id: purchase.order_id ?? null,
    date_purchased: isoUtc(purchase.date_purchase),
    channel: purchase.channel_id === undefined ? null : (PURCHASE_CHANNELS[purchase.channel_id] ?? null),
    coupon_codes: purchase.coupon_codes,
    purchase_total: purchase.total,
    currency: purchase.currency ?? client.settings.base_currency,
    base_points: purchase.base_points ?? purchase.points,
    bonus_points: purchase.bonus_points ?? 0,
    points_awarded: awarded(purchase),
    points_earned: purchase.points,
    user_id: purchase.member_id ?? purchase.claimed_by ?? null,
    items: purchase.items.map((line) => ({
      sku: line.id,
      quantity: line.quantity,
      price: line.price,
      quantity_returned: purchase.returned_items?.[line.id] ?? 0,
    })),
    returns: returns.map((record) => ({
      return_id: record.return_id,
      date_returned: isoUtc(record.date_returned),
      total_points_deducted: record.points_returned + record.pending_points_cancelled,
      voided: record.date_voided !== undefined,
    })),
  };
}

/** One purchase of GET /users/{user_id}/purchases: named by its order id when it has one, as the hosted history does. */
export function hostedHistoryView(purchase: PurchaseRecord): z.infer<typeof HostedPurchaseHistoryItemBody> {
  const [purchaseId, purchaseIdType] =
    purchase.order_id === undefined ? [purchase.receipt_id, 'receipt_id' as const] : [purchase.order_id, 'order_id' as const];
  return {
    last_date_purchased: isoUtc(purchase.date_purchase),
    purchase_id: purchaseId,
    purchase_id_type: purchaseIdType,
    purchase_total: purchase.total,
    total_points_awarded: awarded(purchase),
    total_points_earned: purchase.points,
  };
}

import type * as z from 'zod';
import { notFound, paramError } from '../errors.js';
import { pageRange, type PageRequest } from '../support/pages.js';
import { getPurchases, memberReceiptsBetween, purchaseWithReturns, receiptOfOrder, type PurchaseRecord } from './purchase-repository.js';
import { hostedDetailView, hostedHistoryView } from './hosted-views.js';
import type { Form } from './purchase-forms.js';
import type { PurchaseReturn } from './purchase-return-repository.js';
import { cents, FUTURE_TOLERANCE_SECONDS, requirePurchaseV1, SECONDS_PER_DAY } from './purchase-rules.js';
import type { PurchaseHistoryRange } from './purchase-requests.js';
import type { PurchaseDetailBody, PurchaseHistoryItemBody, ReturnedState, purchaseAnswers } from './purchase-responses.js';
import type { ClientRequest, MemberRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * What a store system reads back about purchases: one purchase with its lines and returns (the
 * hosted Purchase Detail), and a member's purchases newest first, a page at a time (the hosted
 * User Purchase History). Both are bounded reads: one Query of the purchase's partition; one
 * Query of the member's purchase records and one BatchGetItem of the page's purchases.
 */

/** Returns listed with a purchase, oldest first; a purchase is rarely returned more than a few times. */
export const MAX_LISTED_RETURNS = 100;
/** How many of a member's purchases in the range are counted for paging (newest first): bounds `total`. */
export const MAX_HISTORY_PURCHASES = 1_000;

export function returnedState(purchase: PurchaseRecord): z.infer<typeof ReturnedState> {
  const returned = cents(purchase.returned_amount ?? 0);
  if (returned <= 0) return 'none';
  return returned >= cents(purchase.total) ? 'full' : 'partial';
}

function returnView(record: PurchaseReturn) {
  const voided = record.date_voided !== undefined;
  return {
    return_id: record.return_id,
    date_returned: record.date_returned,
    amount_returned: record.amount,
    items: Object.entries(record.items).map(([id, quantity]) => ({ id, quantity })),
    points_returned: record.points_returned,
    pending_points_cancelled: record.pending_points_cancelled,
    points_shortfall: record.points_shortfall,
    voided,
    date_voided: record.date_voided ?? null,
    points_given_back: voided ? (record.points_given_back ?? 0) : null,
    pending_points_restored: voided ? (record.pending_points_restored ?? 0) : null,
  };
}

/** How a detail request names its purchase, and the form it is answered in. */
export interface PurchaseLookup {
  by: 'receipt_id' | 'order_id';
  id: string;
  form: Form;
}

/**
 * GET /v2/purchases/{receipt_id} and GET /purchase/{purchase_id}: the client's purchase under this
 * receipt id (or order id: one GetItem of the order's lookup first), or not_found.
 */
export async function purchaseDetail(request: ClientRequest, lookup: PurchaseLookup): Promise<z.infer<(typeof purchaseAnswers)['PurchaseDetail']>> {
  requirePurchaseV1(request.client);
  const { clientId } = request.client;
  const receiptId = lookup.by === 'receipt_id' ? lookup.id : await receiptOfOrder(clientId, lookup.id);
  const found = receiptId === undefined ? undefined : await purchaseWithReturns(clientId, receiptId, MAX_LISTED_RETURNS);
  if (!found) throw notFound(lookup.by === 'receipt_id' ? 'receipt_id: no purchase has this receipt id' : 'order_id: no purchase has this order id');
  return lookup.form === 'hosted' ? hostedDetailView(found.purchase, found.returns, request.client) : detailView(found.purchase, found.returns);
}

function detailView(purchase: PurchaseRecord, returns: PurchaseReturn[]): z.infer<typeof PurchaseDetailBody> {
  const returned = purchase.points_returned ?? 0;
  return {
    receipt_id: purchase.receipt_id,
    date_purchase: purchase.date_purchase,
    date_created: purchase.date_created,
    purchase_total: purchase.total,
    tax: purchase.tax,
    shipping: purchase.shipping,
    loc_id: purchase.loc_id,
    user_id: purchase.member_id ?? purchase.claimed_by ?? null,
    date_claimed: purchase.date_claimed ?? null,
    coupon_codes: purchase.coupon_codes,
    points_earned: purchase.points,
    points_returned: returned,
    points_shortfall: purchase.points_shortfall ?? 0,
    points_awarded: purchase.points - returned,
    returned: returnedState(purchase),
    returned_amount: purchase.returned_amount ?? 0,
    items: purchase.items.map((line) => ({ ...line, quantity_returned: purchase.returned_items?.[line.id] ?? 0 })),
    returns: returns.map(returnView),
  };
}

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * The range in Unix seconds, both ends included: from date_start's first second (or the
 * beginning), to date_end's last (or as far ahead as a purchase may be dated).
 */
function rangeOf(range: PurchaseHistoryRange, now: number): { from: number; to: number } {
  const from = range.date_start === undefined ? 0 : dayStart(range.date_start);
  const to = range.date_end === undefined ? now + FUTURE_TOLERANCE_SECONDS : dayStart(range.date_end) + SECONDS_PER_DAY - 1;
  if (to < from) throw paramError('date_end must not be before date_start');
  return { from, to };
}

function historyView(purchase: PurchaseRecord): z.infer<typeof PurchaseHistoryItemBody> {
  const returned = purchase.points_returned ?? 0;
  return {
    purchase_id: purchase.receipt_id,
    purchase_id_type: 'receipt_id',
    receipt_id: purchase.receipt_id,
    date_purchase: purchase.date_purchase,
    purchase_total: purchase.total,
    returned_amount: purchase.returned_amount ?? 0,
    total_points_earned: purchase.points,
    total_points_returned: returned,
    total_points_awarded: purchase.points - returned,
    returned: returnedState(purchase),
  };
}

/**
 * GET /v2/users/{user_id}/purchases: the member's purchases (recorded for them or claimed) dated
 * in the range, newest first, one page of them. One Query reads the range's receipt ids (at most
 * MAX_HISTORY_PURCHASES, which bounds `total`), then one BatchGetItem the page's purchases.
 */
export async function purchaseHistoryPage(request: MemberRequest, range: PurchaseHistoryRange, page: PageRequest, form: Form = 'v2') {
  const { client, member } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  const { from, to } = rangeOf(range, now);
  const receipts = await memberReceiptsBetween(client.clientId, member.id, from, to, MAX_HISTORY_PURCHASES);
  const { start, end } = pageRange(receipts.length, page);
  const purchases = end > start ? await getPurchases(client.clientId, receipts.slice(start, end)) : [];
  return { total: receipts.length, items: purchases.map((purchase) => (form === 'hosted' ? hostedHistoryView(purchase) : historyView(purchase))) };
}

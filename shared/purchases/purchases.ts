import { putPurchaseItem, type PurchaseRecord } from './purchase-repository.js';
import { guarded, optimisticTransaction } from '../data/transactions.js';
import { inputError, paramError } from '../errors.js';
import { purchaseCouponUseItems } from '../rewards/index.js';
import { findMember, type IdType } from '../members/index.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { memberSnapshots } from '../member-store/index.js';
import { clearDuePendingPoints } from './pending-points.js';
import { earningItems, pendingUntil } from './purchase-earnings.js';
import { FUTURE_TOLERANCE_SECONDS, purchasePoints, requirePurchaseV1 } from './purchase-rules.js';
import type * as z from 'zod';
import type { PotentialPointsInput, PurchaseInput } from './purchase-requests.js';
import type { PotentialPointsBody } from './purchase-responses.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Recording a purchase (spec 4.8, endpoint 21). The purchase is stored under its receipt id,
 * which is unique per client; with a purchaser it earns points (at once or pending), and the
 * usable coupons carrying the codes it lists are marked used. All of it is one transaction.
 */

/**
 * What a purchase body earns for the client, and for whom: the checks and the figure that
 * recording a purchase and estimating one (potential points) share, so the two cannot differ.
 */
async function purchaseEarning(request: ClientRequest, idType: IdType, input: Pick<PurchaseInput, 'date_purchase' | 'user_id' | 'total'>) {
  const { client } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  const datePurchase = input.date_purchase ?? now;
  if (datePurchase > now + FUTURE_TOLERANCE_SECONDS) throw inputError('date_purchase must not be in the future');
  const resolved = input.user_id === undefined ? undefined : await findMember(client.clientId, idType, String(input.user_id));
  if (input.user_id !== undefined && !resolved) throw paramError('user does not exist');
  return { datePurchase, resolved, points: purchasePoints(input.total, client.settings.points_per_currency_unit) };
}

/**
 * POST /v2/purchases/potential_points: the points this basket would earn if it were recorded now,
 * by the same rules and code as recording it, and when they would clear; nothing is written.
 */
export async function potentialPoints(request: ClientRequest, idType: IdType, input: PotentialPointsInput): Promise<z.infer<typeof PotentialPointsBody>> {
  const { points, resolved, datePurchase } = await purchaseEarning(request, idType, input);
  return { points, user_id: resolved?.id ?? null, date_points_clear: pendingUntil(request.client, datePurchase, nowSeconds()) ?? null };
}

export async function recordPurchase(request: ClientRequest, idType: IdType, input: PurchaseInput): Promise<{ message: string }> {
  const { client } = request;
  const now = nowSeconds();
  const { datePurchase, resolved, points } = await purchaseEarning(request, idType, input);
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
    points,
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
  }, request.answerRecord);
}

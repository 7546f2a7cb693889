import { claimPurchaseItem, getPurchase, type PurchaseRecord } from './purchase-repository.js';
import { optimisticTransaction } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { findMember, type IdType, type MemberRecord } from '../members/index.js';
import { freshOnRetry } from '../data/retry-snapshots.js';
import { memberSnapshots } from '../member-store/index.js';
import { clearDuePendingPoints } from './pending-points.js';
import { earningItems } from './purchase-earnings.js';
import { requirePurchaseV1, sameAmount, utcDay } from './purchase-rules.js';
import type { ClaimInput } from './purchase-requests.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Claiming a receipt (spec 4.8, endpoints 19 and 20): a member takes the points of a purchase
 * that was recorded without one. The purchase is marked claimed in the same transaction as the
 * credit, under a condition that it is still unclaimed: a receipt is claimed at most once, also
 * when several members claim it at the same moment.
 */

const RECEIPT_INVALID = 'receipt invalid';
const ALREADY_CLAIMED = 'receipt already claimed';
const NOT_FOR_THIS_USER = 'unable to claim receipt for this user';

/** The receipt as the member describes it must be the recorded purchase. */
function matches(purchase: PurchaseRecord, claim: ClaimInput): boolean {
  if (!sameAmount(purchase.total, claim.receipt_total)) return false;
  if (claim.store_number === undefined || claim.date_purchased === undefined) return true;
  return purchase.loc_id === claim.store_number && utcDay(purchase.date_purchase) === utcDay(claim.date_purchased);
}

/** Why this member cannot claim the purchase, if they cannot. */
function refusal(purchase: PurchaseRecord | undefined, claim: ClaimInput, member: MemberRecord): string | undefined {
  if (!purchase || !matches(purchase, claim)) return RECEIPT_INVALID;
  if (purchase.claimed_by !== undefined) return ALREADY_CLAIMED;
  if (purchase.member_id !== undefined) return purchase.member_id === member.id ? ALREADY_CLAIMED : NOT_FOR_THIS_USER;
  return undefined;
}

export async function claimReceipt(request: ClientRequest, idType: IdType, claim: ClaimInput): Promise<{ points: string }> {
  const { client } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  const receiptId = claim.receipt_number;
  const [found, first] = await Promise.all([findMember(client.clientId, idType, String(claim.user_id)), getPurchase(client.clientId, receiptId)]);
  if (!found || found.is_active === false) throw inputError(NOT_FOR_THIS_USER);
  const refused = refusal(first, claim, found);
  if (refused) throw inputError(refused);

  const nextMember = memberSnapshots(await clearDuePendingPoints(client, found, now));
  const nextPurchase = freshOnRetry(first, () => getPurchase(client.clientId, receiptId));
  return optimisticTransaction(async () => {
    const [purchase, member] = await Promise.all([nextPurchase(), nextMember()]);
    if (!purchase) throw inputError(RECEIPT_INVALID);
    const again = refusal(purchase, claim, member);
    if (again) throw inputError(again);
    const earning = earningItems(client, member, {
      kind: 'receipt_claim',
      name: 'Receipt claim',
      receiptId,
      datePurchase: purchase.date_purchase,
      total: purchase.total,
      // A receipt returned before it was claimed earns only what was kept.
      points: purchase.points - (purchase.points_returned ?? 0),
      now,
    });
    return {
      // A snapshot check, not a guard: whoever changed the purchase (a claim, a return), the next
      // attempt reads it again and answers from what it finds.
      items: [claimPurchaseItem(purchase, member.id, now), ...earning],
      result: { points: String(purchase.points - (purchase.points_returned ?? 0)) },
    };
  }, request.answerRecord);
}

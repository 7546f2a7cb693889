import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { getMember } from '../member-store/index.js';
import { guarded, optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { inputError } from '../errors.js';
import { pointsMovement, settledMember } from '../points/index.js';
import { getPurchase, recordReturnItem, type PurchaseRecord } from './purchase-repository.js';
import { putReturnItems, type PurchaseReturn } from './purchase-return-repository.js';
import { queryMemberPending, setPendingEntryPointsItem } from './pending-entry-repository.js';
import { cents, FUTURE_TOLERANCE_SECONDS, requirePurchaseV1, sameAmount } from './purchase-rules.js';
import type { purchaseAnswers } from './purchase-responses.js';
import type { ReturnRequestInput } from './purchase-forms.js';
import type { ReturnInput } from './purchase-requests.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Purchase returns (POST /v2/purchases/return): the points a purchase earned are taken back in
 * proportion to what is returned. Points still pending are cancelled first; the rest come off
 * redeemable points through the ledger (kind return), never below zero unless the client set
 * returns_may_overdraw: otherwise what the member already spent is recorded on the purchase as a
 * shortfall. The return, the cancellation and the debit
 * are one transaction, conditioned on the purchase's returns so far, so a second return of the
 * same items is refused however the two race. Each return is recorded under its return_id (the
 * caller's, unique per client, or one minted here) with what it moved, so it can be voided.
 */

/** Pending entries of one member read to find the purchase's (a member rarely has more waiting). */
export const PENDING_SCAN = 100;

/** The amount this return gives back and the units per line returned after it; input_error when nothing is left to return. */
function returnedBy(purchase: PurchaseRecord, input: ReturnInput): { amount: number; items: Record<string, number> } {
  const already = purchase.returned_amount ?? 0;
  const remaining = (cents(purchase.total) - cents(already)) / 100;
  const items = { ...(purchase.returned_items ?? {}) };
  if (remaining <= 0) throw inputError('the purchase was already returned');
  if (input.items) {
    let value = 0;
    for (const { id, quantity } of input.items) {
      const line = purchase.items.find((candidate) => candidate.id === id);
      if (!line) throw inputError(`items: the purchase has no line ${id}`);
      if (line.price === null) throw inputError(`items: line ${id} has no price; return it by total`);
      const left = line.quantity - (items[id] ?? 0);
      if (quantity <= 0 || quantity > left) throw inputError(`items: ${left} of line ${id} can still be returned`);
      items[id] = (items[id] ?? 0) + quantity;
      value += quantity * line.price;
    }
    return { amount: Math.min(value, remaining), items };
  }
  if (input.total !== undefined) {
    if (input.total <= 0 || cents(input.total) > cents(remaining)) throw inputError(`total: at most ${remaining} can still be returned`);
    return { amount: input.total, items };
  }
  return { amount: remaining, items };
}

/** The units per line id a return gives back (none for a return by total). */
function unitsOf(input: ReturnInput): Record<string, number> {
  const units: Record<string, number> = {};
  for (const { id, quantity } of input.items ?? []) units[id] = (units[id] ?? 0) + quantity;
  return units;
}

type PurchaseReturnAnswer = z.infer<(typeof purchaseAnswers)['PurchaseReturn']>;

/** Returns a purchase, in either form; the answer takes the form the return was sent in. */
export async function returnPurchase(request: ClientRequest, input: ReturnRequestInput): Promise<PurchaseReturnAnswer> {
  const { client } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  const returnId = input.return_id ?? randomUUID();
  // The hosted form says when the return was made at the till; the points move now.
  const dateReturned = input.date_returned ?? now;
  if (dateReturned > now + FUTURE_TOLERANCE_SECONDS) throw inputError('date_returned must not be in the future');
  return optimisticTransaction(async () => {
    const purchase = await getPurchase(client.clientId, input.receipt_id);
    if (!purchase) throw inputError('receipt_id: no purchase has this receipt id');
    const { amount, items } = returnedBy(purchase, input);
    const cumulative = (cents(purchase.returned_amount ?? 0) + cents(amount)) / 100;
    const pointsDue = sameAmount(cumulative, purchase.total) ? purchase.points : Math.floor((purchase.points * cumulative) / purchase.total);
    const toTake = pointsDue - (purchase.points_returned ?? 0);
    const memberId = purchase.member_id ?? purchase.claimed_by;

    const own: TransactItem[] = [];
    let cancelled = 0;
    let taken = 0;
    let lowered: PurchaseReturn['pending'];
    if (memberId !== undefined && toTake > 0) {
      const [member, pending] = await Promise.all([
        getMember(client.clientId, memberId, true),
        queryMemberPending(client.clientId, memberId, 'waiting', 0, PENDING_SCAN),
      ]);
      const entry = pending.find((candidate) => candidate.receipt_id === purchase.receipt_id);
      if (entry) {
        cancelled = Math.min(toTake, entry.points);
        own.push(setPendingEntryPointsItem(entry, entry.points - cancelled));
        lowered = { clear_at: entry.clear_at, date_of_purchase: entry.date_of_purchase, kind: entry.kind, name: entry.name, notes: entry.notes };
      }
      const overdraw = client.settings.returns_may_overdraw;
      taken = !member
        ? 0
        : overdraw
          ? toTake - cancelled
          : Math.max(0, Math.min(toTake - cancelled, settledMember(client.settings.expiry_policy, member, now).redeemable_points));
      if (member && taken > 0) {
        const movement = pointsMovement(
          member,
          {
            kind: 'return',
            points: -taken,
            name: 'Purchase return',
            at: now,
            notes: `receipt ${purchase.receipt_id}`,
            details: { receipt_id: purchase.receipt_id, return_id: returnId },
            mayOverdraw: overdraw,
          },
          client.settings,
        );
        own.push(...movement.items);
      }
    }
    const shortfall = Math.max(0, toTake) - cancelled - taken;
    const points_shortfall = (purchase.points_shortfall ?? 0) + shortfall;
    const record = putReturnItems({
      client_id: client.clientId,
      receipt_id: purchase.receipt_id,
      return_id: returnId,
      seq: (purchase.version ?? 0) + 1,
      date_returned: dateReturned,
      ...(input.return_type === undefined ? {} : { return_type: input.return_type }),
      amount,
      items: unitsOf(input),
      points_change: pointsDue - (purchase.points_returned ?? 0),
      points_returned: taken,
      pending_points_cancelled: cancelled,
      points_shortfall: shortfall,
      ...(memberId === undefined ? {} : { member_id: memberId }),
      ...(lowered ? { pending: lowered } : {}),
    });
    return {
      items: [
        recordReturnItem(purchase, { returned_amount: cumulative, returned_items: items, points_returned: pointsDue, points_shortfall }),
        guarded(record.lookup, () => inputError('return_id: a return with this id already exists')),
        record.record,
        ...own,
      ],
      result:
        input.form === 'hosted'
          ? {
              return_id: returnId,
              receipt_id: purchase.receipt_id,
              user_id: memberId ?? null,
              total_points_deducted: taken + cancelled,
              points_shortfall: shortfall,
            }
          : {
              return_id: returnId,
              receipt_id: purchase.receipt_id,
              amount_returned: amount,
              points_returned: taken,
              pending_points_cancelled: cancelled,
              points_shortfall: shortfall,
            },
    };
  }, request.answerRecord);
}

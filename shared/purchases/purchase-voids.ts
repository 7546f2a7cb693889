import type * as z from 'zod';
import { getMember, type MemberRecord } from '../member-store/index.js';
import { optimisticTransaction, type TransactItem } from '../data/transactions.js';
import { inputError, notFound } from '../errors.js';
import { pointsMovement } from '../points/index.js';
import { present } from '../support/present.js';
import { getPurchase, recordReturnItem, type PurchaseRecord } from './purchase-repository.js';
import { getReturnLookup, getReturnRecord, voidReturnItem, type PurchaseReturn } from './purchase-return-repository.js';
import { queryMemberPending, restorePendingEntryItem, setPendingEntryPointsItem, type PendingEntry } from './pending-entry-repository.js';
import { PENDING_SCAN } from './purchase-returns.js';
import { cents, requirePurchaseV1 } from './purchase-rules.js';
import type { ReturnVoidBody } from './purchase-responses.js';
import type { ClientRequest } from '../requests/index.js';
import { nowSeconds } from '../support/clock.js';

/**
 * Voiding a return (DELETE /v2/purchases/return/{return_id}, the hosted "post void"): the return
 * is undone as it was made. The points it took off redeemable points are given back through the
 * ledger (kind return_void: redeemable only, as the return took them), the points it cancelled on
 * the pending entry go back on that entry (or on a new one due at once when the entry has cleared
 * meanwhile), and the purchase's returns so far lose what it returned, so its units can be
 * returned again. All of it is one transaction, conditioned on the return not being voided yet
 * and on the purchase and member versions read: whoever voids first gives the points back, every
 * other void (concurrent or later) answers what that one did and changes nothing.
 */

export type ReturnVoid = z.infer<typeof ReturnVoidBody>;

/** The answer of a voided return, from its record: the same for the void that did it and every repeat. */
function answerOf(record: PurchaseReturn): ReturnVoid {
  const givenBack = record.points_given_back ?? 0;
  const restored = record.pending_points_restored ?? 0;
  return {
    return_id: record.return_id,
    receipt_id: record.receipt_id,
    user_id: record.member_id ?? null,
    // Without a member (a receipt nobody had claimed) the hosted answer names the points the return accounted for.
    total_points_awarded: record.member_id === undefined ? Math.max(0, record.points_change) : givenBack + restored,
    pending_points_restored: restored,
    date_voided: present(record.date_voided, 'a voided return'),
  };
}

/** The purchase's returns so far without this one: its amount, units, points and shortfall taken off. */
function withoutReturn(purchase: PurchaseRecord, record: PurchaseReturn) {
  const items = { ...(purchase.returned_items ?? {}) };
  for (const [id, units] of Object.entries(record.items)) {
    const left = (items[id] ?? 0) - units;
    if (left > 0) items[id] = left;
    else delete items[id];
  }
  return {
    returned_amount: Math.max(0, cents(purchase.returned_amount ?? 0) - cents(record.amount)) / 100,
    returned_items: items,
    points_returned: (purchase.points_returned ?? 0) - record.points_change,
    points_shortfall: Math.max(0, (purchase.points_shortfall ?? 0) - record.points_shortfall),
  };
}

/**
 * The items that give the member back what the return took: the pending entry restored, the
 * ledger credit. `member` and `pending` were read beside the return (the member's waiting entries).
 */
function givingBack(request: ClientRequest, record: PurchaseReturn, member: MemberRecord | undefined, pending: PendingEntry[]) {
  const { client } = request;
  const now = nowSeconds();
  const cancelled = record.pending_points_cancelled;
  // A member who has left keeps nothing: their pending entries are erased and their balances frozen.
  if (!member) return { items: [], givenBack: 0, restored: 0 };
  const items: TransactItem[] = [];
  const entry = pending.find((candidate) => candidate.receipt_id === record.receipt_id);
  if (cancelled > 0 && entry) items.push(setPendingEntryPointsItem(entry, entry.points + cancelled));
  else if (cancelled > 0 && record.pending) {
    items.push(
      restorePendingEntryItem({
        client_id: client.clientId,
        member_id: member.id,
        receipt_id: record.receipt_id,
        points: cancelled,
        date_of_purchase: record.pending.date_of_purchase,
        // Past its clearing time the entry is due at once (the scheduled job's buckets look back a few days only).
        clear_at: Math.max(record.pending.clear_at, now),
        kind: record.pending.kind,
        name: record.pending.name,
        notes: record.pending.notes,
        date_created: now,
      }),
    );
  }
  if (record.points_returned > 0) {
    const movement = pointsMovement(
      member,
      {
        kind: 'return_void',
        points: record.points_returned,
        name: 'Purchase return voided',
        at: now,
        notes: `receipt ${record.receipt_id}, return ${record.return_id}`,
        details: { receipt_id: record.receipt_id, return_id: record.return_id },
      },
      client.settings,
    );
    items.push(...movement.items);
  }
  return { items, givenBack: record.points_returned, restored: cancelled };
}

export async function voidReturn(request: ClientRequest, returnId: string): Promise<ReturnVoid> {
  const { client } = request;
  const now = nowSeconds();
  requirePurchaseV1(client);
  return optimisticTransaction(async () => {
    const lookup = await getReturnLookup(client.clientId, returnId);
    if (!lookup) throw notFound('return_id: no return has this id');
    // The lookup names the receipt and the member: the return, its purchase, the member and their waiting entries in one round trip.
    const memberId = lookup.member_id;
    const [found, foundPurchase, member, pending] = await Promise.all([
      getReturnRecord(lookup),
      getPurchase(client.clientId, lookup.receipt_id),
      memberId === undefined ? undefined : getMember(client.clientId, memberId, true),
      memberId === undefined ? [] : queryMemberPending(client.clientId, memberId, 'waiting', 0, PENDING_SCAN),
    ]);
    const record = present(found, 'the record of a return');
    if (record.date_voided !== undefined) return { items: [], result: answerOf(record) };
    const purchase = present(foundPurchase, 'the purchase of a return');
    if (record.member_id === undefined && purchase.claimed_by !== undefined) {
      // The claim earned only what this return left; voiding it now would leave the claim short or the member overdrawn later.
      throw inputError('return_id: the return was made before the receipt was claimed and can no longer be voided');
    }
    const back = record.member_id === undefined ? { items: [], givenBack: 0, restored: 0 } : givingBack(request, record, member, pending);
    const voided = { date_voided: now, points_given_back: back.givenBack, pending_points_restored: back.restored };
    return {
      items: [voidReturnItem(record, voided), recordReturnItem(purchase, withoutReturn(purchase, record)), ...back.items],
      result: answerOf({ ...record, ...voided }),
    };
  }, request.answerRecord);
}

import { putMemberPurchaseItem } from './purchase-repository.js';
import { putPendingEntryItem, type EarningKind } from './pending-entry-repository.js';
import { type MemberRecord, updateMemberProfileItem } from '../member-store/index.js';
import type { TransactItem } from '../data/transactions.js';
import type { ClientRecord } from '../programs/index.js';
import { earningWrite, type RuleCredit } from '../points/index.js';
import { present } from '../support/present.js';
import { clearingTime } from './purchase-rules.js';

/**
 * What a purchase earns and how it reaches the member (spec 4.8, 2.5): points at the client's
 * rate, credited at once or, with pending points enabled, held until the pending period after
 * the purchase date has passed.
 */

export interface Earning {
  kind: EarningKind;
  name: string;
  receiptId: string;
  datePurchase: number;
  total: number;
  /** Everything the purchase earns: its base points and its rules'. */
  points: number;
  now: number;
  /** What earning rules gave (part of `points`), and every rule's answer for the explanation. */
  rules?: { credits: RuleCredit[]; explanation?: object; memberSets?: Record<string, unknown> };
}

/** Until when a purchase made at `datePurchase` would hold its points pending, seen at `now`; undefined when they are credited at once. */
export function pendingUntil(client: ClientRecord, datePurchase: number, now: number): number | undefined {
  const clearAt = clearingTime(client, datePurchase);
  return clearAt !== undefined && clearAt > now ? clearAt : undefined;
}

/**
 * The transaction items that give a member a purchase's points: the member's purchase record,
 * then either a pending entry (when the pending period has not passed yet) or a ledger movement.
 */
export function earningItems(client: ClientRecord, member: MemberRecord, earning: Earning): TransactItem[] {
  const record = putMemberPurchaseItem(client.clientId, member.id, {
    receipt_id: earning.receiptId,
    date_purchase: earning.datePurchase,
    total: earning.total,
    points: earning.points,
    kind: earning.kind,
  });
  if (earning.points <= 0) return [record];
  const notes = `receipt ${earning.receiptId}`;
  const clearAt = pendingUntil(client, earning.datePurchase, earning.now);
  const credits = earning.rules?.credits ?? [];
  const explanation = earning.rules?.explanation;
  const memberSets = earning.rules?.memberSets ?? {};
  if (clearAt !== undefined) {
    const pending = putPendingEntryItem({
      ...(credits.length > 0
        ? { rule_credits: credits.map((credit) => ({ ...credit, saw: credit.saw as Record<string, unknown> })), earned_points: earning.points }
        : {}),
      ...(explanation ? { explanation } : {}),
      client_id: client.clientId,
      member_id: member.id,
      receipt_id: earning.receiptId,
      points: earning.points,
      date_of_purchase: earning.datePurchase,
      clear_at: clearAt,
      kind: earning.kind,
      name: earning.name,
      notes,
      date_created: earning.now,
    });
    // The rules' limits are spent now, though the points wait: the member's own update carries their use.
    const limits = Object.keys(memberSets).length > 0 ? [updateMemberProfileItem(member, memberSets)] : [];
    return [record, pending, ...limits];
  }
  const movement = present(
    earningWrite(
      member,
      {
        movement: {
          kind: earning.kind,
          points: earning.points - credits.reduce((sum, credit) => sum + credit.points, 0),
          name: earning.name,
          at: earning.now,
          notes,
          purchased: true,
          details: { receipt_id: earning.receiptId },
        },
        rules: credits,
        explanation,
        memberSets,
      },
      client.settings,
    ),
    'a purchase earning',
  );
  return [...movement.items, record];
}

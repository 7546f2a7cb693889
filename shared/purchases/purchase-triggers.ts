import type { ClientRecord } from '../programs/index.js';
import type { RecordedTrigger, TriggerFacts } from '../rules/index.js';
import { PURCHASE_CHANNELS } from './hosted-requests.js';
import { getPurchases, memberReceiptsBetween } from './purchase-repository.js';
import { cents } from './purchase-rules.js';

/**
 * A purchase as earning rules read it, in the program's base currency: what recording a purchase
 * decides with, and what a simulation replays a recorded purchase with (the same function, so the
 * two read the same basket).
 */
export function purchaseFacts(
  rate: number,
  purchase: {
    total: number;
    items?: ReadonlyArray<{ id: string; quantity: number; price?: number | null; category?: string | null }>;
    channel_id?: number;
    loc_id?: string | null;
  },
): { baseTotal: number; facts: TriggerFacts } {
  const baseTotal = cents(purchase.total * rate) / 100;
  const items = (purchase.items ?? []).map((line) => ({
    sku: line.id,
    category: line.category ?? '',
    quantity: line.quantity,
    amount: cents((line.price ?? 0) * line.quantity * rate) / 100,
  }));
  const channel = purchase.channel_id === undefined ? undefined : PURCHASE_CHANNELS[purchase.channel_id];
  return { baseTotal, facts: { kind: 'purchase', purchase: { total: baseTotal, items, channel, store_id: purchase.loc_id ?? undefined } } };
}

/** Purchases a member may have made in one period: more than this many are replayed up to it. */
export const MAX_REPLAYED_PURCHASES = 2_000;

/**
 * The purchases recorded for the member dated in the period, as their rules read them when they
 * were recorded (claimed receipts earned at their claim, and are not among them). Amounts in
 * another currency are converted at the program's rate now; a purchase in a currency the program
 * no longer has is left out.
 */
export async function purchaseTriggersBetween(client: ClientRecord, memberId: number, from: number, to: number): Promise<RecordedTrigger[]> {
  const receiptIds = await memberReceiptsBetween(client.clientId, memberId, from, to, MAX_REPLAYED_PURCHASES);
  const { base_currency: base, currencies } = client.settings;
  return (await getPurchases(client.clientId, receiptIds)).flatMap((purchase) => {
    if (purchase.member_id !== memberId) return [];
    const rate = purchase.currency === undefined || purchase.currency === base ? 1 : currencies[purchase.currency];
    if (rate === undefined) return [];
    const bonus = purchase.bonus_points ?? 0;
    return [
      {
        facts: purchaseFacts(rate, { ...purchase, channel_id: purchase.channel_id }).facts,
        base: purchase.base_points ?? purchase.points - bonus,
        at: purchase.date_purchase,
        recordedAt: purchase.date_created,
        actualRulePoints: bonus,
        firstEntry: { field: 'receipt_id', value: purchase.receipt_id },
      } satisfies RecordedTrigger,
    ];
  });
}

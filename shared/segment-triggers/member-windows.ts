import { eventCountsSince } from '../custom-events/index.js';
import { memberPurchaseTotals } from '../purchases/index.js';
import type { MemberWindows, WindowNeeds } from '../segments/index.js';
import { DAY_SECONDS } from '../support/periods.js';

/** The purchases window a filter reads (`purchases.count_90d`, `purchases.total_90d`). */
export const PURCHASE_WINDOW_DAYS = 90;

/**
 * A member's windows, read only for filters that name them: its purchase records of the last 90
 * days (one Query of their totals) and its events of each named type over the last 30 days (one
 * Query of at most 31 day counts a type).
 */
export async function memberWindows(clientId: string, memberId: number, needs: WindowNeeds, now: number): Promise<MemberWindows | undefined> {
  if (!needs.purchases && needs.eventTypes.length === 0) return undefined;
  const [purchases, events] = await Promise.all([
    needs.purchases ? memberPurchaseTotals(clientId, memberId, now - PURCHASE_WINDOW_DAYS * DAY_SECONDS, now) : undefined,
    needs.eventTypes.length > 0 ? eventCountsSince(clientId, memberId, needs.eventTypes, now) : undefined,
  ]);
  return { ...(purchases ? { purchases } : {}), ...(events ? { events } : {}) };
}

import type { MemberRecord } from '../member-store/index.js';
import type { TransactItem } from '../data/transactions.js';
import { memberEventItem, type WebhookEventType } from '../events/index.js';
import { countPointsCredited, countPointsExpired, countPointsRedeemed } from '../support/metrics.js';
import type { LedgerEntry } from './ledger-repository.js';
import type { LedgerSettings } from './movements.js';
import { tierStanding } from './tiers.js';

/** What a ledger write reports beyond the table: the business counts, and the events of its entries and of a tier crossed. */

/** The business count a committed ledger entry adds to: points credited, redeemed or expired (other debits count nowhere). */
export function countEntry(entry: LedgerEntry): void {
  if (entry.kind === 'expiration') countPointsExpired(-entry.num_points);
  else if (entry.kind === 'redemption') countPointsRedeemed(-entry.num_points);
  else if (entry.counts_toward_total) countPointsCredited(entry.num_points);
}

/** The event a ledger entry reports; redemptions report themselves (reward.redeemed, with the order). */
export function pointsEventItems(member: MemberRecord, entry: LedgerEntry, now: number): TransactItem[] {
  const type: WebhookEventType | undefined =
    entry.kind === 'expiration'
      ? 'points.expired'
      : entry.kind === 'return'
        ? 'points.returned'
        : entry.kind === 'return_void'
          ? 'points.return_voided'
          : entry.kind === 'redemption'
            ? undefined
            : entry.num_points > 0
              ? 'points.credited'
              : 'points.removed';
  if (!type) return [];
  return [
    memberEventItem(
      member.client_id,
      member.id,
      type,
      {
        user_id: member.id,
        points: Math.abs(entry.num_points),
        source: entry.kind,
        entry_id: entry.entry_id,
        activity_id: entry.activity_id,
        ...(entry.kind === 'rule' ? { rule_id: entry.rule_id, rule_version: entry.rule_version } : {}),
        total_points: entry.ending_total,
        redeemable_points: entry.ending_redeemable,
      },
      now,
    ),
  ];
}

/** tier.changed when a movement takes a Tiers V2 member across a level (an operator's override holds the level still). */
export function tierEventItems(
  settings: LedgerSettings,
  before: MemberRecord,
  after: MemberRecord,
  now: number,
  /** An imported opening balance: the levels were reached elsewhere, and the event says so. */
  openingBalance = false,
): TransactItem[] {
  const tiers = settings.tiers;
  if (tiers?.version !== 2 || before.tier_override) return [];
  const from = tierStanding(tiers, before, now).level;
  const to = tierStanding(tiers, after, now).level;
  if (from?.id === to?.id) return [];
  const data = { user_id: before.id, from: from?.id ?? null, to: to?.id ?? null, ...(openingBalance ? { opening_balance: true } : {}) };
  return [memberEventItem(before.client_id, before.id, 'tier.changed', data, now)];
}

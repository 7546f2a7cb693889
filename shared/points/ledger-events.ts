import type { MemberRecord } from '../member-store/index.js';
import type { TransactItem } from '../data/transactions.js';
import { type CarriedEvent, carriedEvent, memberEventItem, type OutboxEvent, type WebhookEventType } from '../events/index.js';
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
function pointsEventType(entry: LedgerEntry): WebhookEventType | undefined {
  if (entry.kind === 'expiration') return 'points.expired';
  if (entry.kind === 'return') return 'points.returned';
  if (entry.kind === 'return_void') return 'points.return_voided';
  if (entry.kind === 'redemption') return undefined;
  return entry.num_points > 0 ? 'points.credited' : 'points.removed';
}

const pointsEventData = (memberId: number, entry: LedgerEntry) => ({
  user_id: memberId,
  points: Math.abs(entry.num_points),
  source: entry.kind,
  entry_id: entry.entry_id,
  activity_id: entry.activity_id,
  ...(entry.kind === 'rule' ? { rule_id: entry.rule_id, rule_version: entry.rule_version } : {}),
  total_points: entry.ending_total,
  redeemable_points: entry.ending_redeemable,
});

/** The stream event of a new ledger entry, if its kind reports one. */
export function carriedPointsEvent(member: MemberRecord, entry: LedgerEntry, now: number): CarriedEvent | undefined {
  return pointsEventType(entry) ? carriedEvent(member.client_id, member.id, now) : undefined;
}

/** The event a ledger entry carried, built again from the entry as written; undefined for an entry carrying none. */
export function ledgerEntryEvent(entry: LedgerEntry, carried: CarriedEvent): OutboxEvent | undefined {
  const type = pointsEventType(entry);
  if (!type) return undefined;
  return {
    id: carried.id,
    type,
    created_at: carried.at,
    client_id: carried.client_id,
    member_id: carried.member_id,
    data: pointsEventData(carried.member_id, entry),
  };
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

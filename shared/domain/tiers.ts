import { queryLedger } from '../data/ledger-repository.js';
import type { MemberRecord } from '../data/member-repository.js';
import type { ClientRecord } from './clients.js';
import type { TierLevel, TierSettings } from './settings.js';

/**
 * Member levels (spec 2.3, 4.4). Tiers V1: the operator assigns the level through
 * custom_data.tier. Tiers V2: the level follows the points earned in the client's timeframe,
 * unless tier_override names a level.
 */

/** Levels sorted from lowest to highest threshold. */
export const sortedLevels = (tiers: TierSettings): TierLevel[] => [...tiers.levels].sort((a, b) => a.min_value - b.min_value);

/** The highest level whose threshold the score reaches; null when below every level. */
export function levelForScore(tiers: TierSettings, score: number): TierLevel | null {
  let reached: TierLevel | null = null;
  for (const level of sortedLevels(tiers)) if (score >= level.min_value) reached = level;
  return reached;
}

export const levelById = (tiers: TierSettings, id: unknown): TierLevel | null =>
  id === undefined || id === null ? null : (tiers.levels.find((level) => level.id === String(id)) ?? null);

/** Start of the window whose earnings count toward a V2 level, or 0 for lifetime. */
export function timeframeStart(tiers: TierSettings, now: number): number {
  if (tiers.timeframe === 'lifetime') return 0;
  const start = new Date(now * 1000);
  if (tiers.timeframe === 'rolling') {
    start.setUTCMonth(start.getUTCMonth() - tiers.timeframe_months);
    return Math.floor(start.getTime() / 1000);
  }
  // fixed: consecutive periods of timeframe_months starting at period_start.
  const anchor = new Date(tiers.period_start * 1000);
  let periodStart = anchor;
  for (;;) {
    const next = new Date(periodStart);
    next.setUTCMonth(next.getUTCMonth() + tiers.timeframe_months);
    if (next.getTime() > now * 1000) break;
    periodStart = next;
  }
  return Math.floor(periodStart.getTime() / 1000);
}

/** Points earned since `since` (earned entries only: redemptions do not lower a level). */
export async function pointsEarnedSince(member: MemberRecord, since: number): Promise<number> {
  if (since <= 0) return member.total_points;
  const entries = await queryLedger(member.client_id, member.id, { since });
  return entries.reduce((sum, entry) => sum + (entry.counts_toward_total ? entry.num_points : 0), 0);
}

/**
 * The member's current level. `scoreOverride` treats the member as having that score (the
 * rewards catalogue's for_points with redeemable_by).
 */
export async function memberTierLevel(
  client: ClientRecord,
  member: MemberRecord,
  now: number,
  scoreOverride?: number,
): Promise<TierLevel | null> {
  const tiers = client.settings.tiers;
  if (!tiers) return null;
  if (tiers.version === 1) {
    const customData = (member.custom_data ?? {}) as Record<string, string>;
    return levelById(tiers, customData.tier);
  }
  const override = levelById(tiers, member.tier_override);
  if (override) return override;
  const score = scoreOverride ?? (await pointsEarnedSince(member, timeframeStart(tiers, now)));
  return levelForScore(tiers, score);
}

/** fan_level in user and points responses: the current level's title, '' without tiers. */
export async function fanLevel(client: ClientRecord, member: MemberRecord, now: number): Promise<string> {
  return (await memberTierLevel(client, member, now))?.title ?? '';
}

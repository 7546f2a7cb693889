import { firstEntryReachingTotal } from './ledger-repository.js';
import type { MemberRecord } from '../member-store/index.js';
import type { ClientRecord } from '../programs/index.js';
import { earnedInMonths, earningsAfter } from './earnings.js';
import type { LedgerEntry } from './ledger-repository.js';
import { DAY_SECONDS, isoTimestamp, monthIndex, monthStart } from '../support/periods.js';
import type { TierLevel, TierSettings } from '../programs/index.js';

/**
 * Member levels (spec 2.3, 4.4). Tiers V1: the operator assigns the level through
 * custom_data.tier. Tiers V2: the level follows the points earned in the client's timeframe,
 * unless tier_override names a level:
 *   lifetime  every point ever earned counts; levels never drop.
 *   rolling   points earned in the last timeframe_months calendar months (this one included);
 *             the level drops when old months leave the window.
 *   fixed     consecutive periods of timeframe_months calendar months from the month of
 *             period_start; a level reached in one period is held through the next one
 *             (maintenance mode) and kept beyond only if the member earns it again.
 * Scores come from the monthly earning buckets on the member item: no ledger reads.
 */

/** Levels sorted from lowest to highest threshold. */
export const sortedLevels = (tiers: TierSettings): TierLevel[] => [...tiers.levels].sort((a, b) => a.min_value - b.min_value);

/** The highest level whose threshold the score reaches; null when below every level. */
export function levelForScore(tiers: TierSettings, score: number): TierLevel | null {
  let reached: TierLevel | null = null;
  for (const level of sortedLevels(tiers)) if (score >= level.min_value) reached = level;
  return reached;
}

/**
 * The Tiers V2 levels an upward move from level `from` to level `to` reaches, lowest first: a
 * jump from Bronze to Gold reaches Silver and Gold. None for a move down or sideways, from a level
 * the program no longer has, or without V2.
 */
export function levelsReached(tiers: TierSettings | null | undefined, from: unknown, to: unknown): string[] {
  if (tiers?.version !== 2) return [];
  const levels = sortedLevels(tiers).map((level) => level.id);
  const fromIndex = typeof from === 'string' ? levels.indexOf(from) : -1;
  const toIndex = typeof to === 'string' ? levels.indexOf(to) : -1;
  // A level the program no longer has: where the member stood is unknown, so nothing is known reached.
  if (typeof from === 'string' && fromIndex < 0) return [];
  return levels.slice(fromIndex + 1, toIndex + 1);
}

export const levelById = (tiers: TierSettings, id: unknown): TierLevel | null =>
  id === undefined || id === null ? null : (tiers.levels.find((level) => level.id === String(id)) ?? null);

const higher = (a: TierLevel | null, b: TierLevel | null): TierLevel | null => (!a ? b : !b ? a : b.min_value > a.min_value ? b : a);

/** How a member stands in a V2 program at `now`, derived from the earning buckets. */
export interface TierStanding {
  level: TierLevel | null;
  /** Points earned in the current timeframe window. */
  timeframeScore: number;
  /** The score that gave the level (the previous period's when maintained). */
  tierScore: number;
  assignedBy: 'jump' | 'maintain';
  maintenance: boolean;
  /** When a maintained level was carried into the current period. */
  maintainedSince: number | null;
  /** Start of the window whose earnings reached the level; its total at that start. */
  reachedWindowStart: number;
  totalAtReachedWindowStart: number;
  expiration: number | null;
  reset: number | null;
  /** Points to earn before the expiration date to keep the level. */
  scoreToMaintain: number | null;
}

function fixedStanding(tiers: TierSettings, member: MemberRecord, now: number): TierStanding {
  const length = tiers.timeframe_months;
  const current = monthIndex(now);
  const anchor = monthIndex(tiers.period_start);
  const start = anchor + Math.floor((current - anchor) / length) * length;
  const score = earnedInMonths(member, start, current);
  const previous = earnedInMonths(member, start - length, start - 1);
  const earned = levelForScore(tiers, score);
  const held = levelForScore(tiers, previous);
  const level = higher(earned, held);
  const maintained = level !== null && level !== earned;
  return {
    level,
    timeframeScore: score,
    tierScore: maintained ? previous : score,
    assignedBy: maintained ? 'maintain' : 'jump',
    maintenance: maintained,
    maintainedSince: maintained ? monthStart(start) : null,
    reachedWindowStart: monthStart(maintained ? start - length : start),
    totalAtReachedWindowStart: member.total_points - score - (maintained ? previous : 0),
    expiration: level === null ? null : monthStart(maintained ? start + length : start + 2 * length),
    reset: monthStart(start + length),
    scoreToMaintain: level === null ? null : maintained ? Math.max(0, level.min_value - score) : 0,
  };
}

function rollingStanding(tiers: TierSettings, member: MemberRecord, now: number): TierStanding {
  const length = tiers.timeframe_months;
  const current = monthIndex(now);
  const score = earnedInMonths(member, current - length + 1, current);
  const level = levelForScore(tiers, score);
  // The first month start at which, earning nothing more, the score falls below the level.
  let expiration: number | null = null;
  let scoreToMaintain: number | null = null;
  for (let ahead = 1; level && level.min_value > 0 && ahead <= length; ahead++) {
    const kept = earnedInMonths(member, current + ahead - length + 1, current);
    if (kept < level.min_value) {
      expiration = monthStart(current + ahead);
      scoreToMaintain = level.min_value - kept;
      break;
    }
  }
  return {
    level,
    timeframeScore: score,
    tierScore: score,
    assignedBy: 'jump',
    maintenance: false,
    maintainedSince: null,
    reachedWindowStart: monthStart(current - length + 1),
    totalAtReachedWindowStart: member.total_points - score,
    expiration,
    reset: null,
    scoreToMaintain,
  };
}

function lifetimeStanding(tiers: TierSettings, member: MemberRecord): TierStanding {
  return {
    level: levelForScore(tiers, member.total_points),
    timeframeScore: member.total_points,
    tierScore: member.total_points,
    assignedBy: 'jump',
    maintenance: false,
    maintainedSince: null,
    reachedWindowStart: 0,
    totalAtReachedWindowStart: 0,
    expiration: null,
    reset: null,
    scoreToMaintain: null,
  };
}

export function tierStanding(tiers: TierSettings, member: MemberRecord, now: number): TierStanding {
  if (tiers.timeframe === 'fixed') return fixedStanding(tiers, member, now);
  if (tiers.timeframe === 'rolling') return rollingStanding(tiers, member, now);
  return lifetimeStanding(tiers, member);
}

/**
 * The level a Tiers V2 member has earned, an operator's override aside: the level tier.changed
 * reports and program reports count members in. Null without V2 tiers or below every level.
 */
export function earnedLevelId(settings: Pick<ClientRecord['settings'], 'tiers'>, member: MemberRecord, now: number): string | null {
  const tiers = settings.tiers;
  return tiers?.version === 2 ? (tierStanding(tiers, member, now).level?.id ?? null) : null;
}

/**
 * The member's current level id, as earning rules read `member.tier_id`: an operator's override,
 * else the level earned (V2), else the V1 level named in custom_data.tier; null without tiers.
 */
export function currentLevelId(settings: Pick<ClientRecord['settings'], 'tiers'>, member: MemberRecord, now: number): string | null {
  const tiers = settings.tiers;
  if (!tiers) return null;
  if (tiers.version === 1) return levelById(tiers, ((member.custom_data ?? {}) as Record<string, string>).tier)?.id ?? null;
  return levelById(tiers, member.tier_override)?.id ?? tierStanding(tiers, member, now).level?.id ?? null;
}

/** An event's `tier` field: the level's id, left out for none. */
export const levelOf = (levelId: string | null): { tier?: string } => (levelId === null ? {} : { tier: levelId });

/**
 * The level a member had earned at `at`, from its ledger: its earnings written before then
 * replayed into the buckets tiers read (each counted when it was written, as the ledger write did).
 */
export function earnedLevelAt(settings: Pick<ClientRecord['settings'], 'tiers'>, member: MemberRecord, entries: LedgerEntry[], at: number): string | null {
  if (settings.tiers?.version !== 2) return null;
  const writtenAt = (entry: LedgerEntry) => (typeof entry.recorded_at === 'number' ? entry.recorded_at : entry.date_created);
  let earned: MemberRecord = { ...member, total_points: 0, earned_months: {}, earned_week: undefined };
  for (const entry of entries.filter((candidate) => candidate.counts_toward_total && writtenAt(candidate) < at).sort((a, b) => writtenAt(a) - writtenAt(b))) {
    earned = { ...earned, ...earningsAfter(earned, entry.num_points, writtenAt(entry)), total_points: earned.total_points + entry.num_points };
  }
  return earnedLevelId(settings, earned, at);
}

/**
 * The member's current level. `scoreOverride` treats the member as having that score (the
 * rewards catalogue's for_points with redeemable_by).
 */
export async function memberTierLevel(client: ClientRecord, member: MemberRecord, now: number, scoreOverride?: number): Promise<TierLevel | null> {
  const tiers = client.settings.tiers;
  if (!tiers) return null;
  if (tiers.version === 1) {
    const customData = (member.custom_data ?? {}) as Record<string, string>;
    return levelById(tiers, customData.tier);
  }
  const override = levelById(tiers, member.tier_override);
  if (override) return override;
  return scoreOverride !== undefined ? levelForScore(tiers, scoreOverride) : tierStanding(tiers, member, now).level;
}

/** fan_level in user and points responses: the current level's title, '' without tiers. */
export async function fanLevel(client: ClientRecord, member: MemberRecord, now: number): Promise<string> {
  return (await memberTierLevel(client, member, now))?.title ?? '';
}

type LevelView = { title: string; min_value: number | string | null; max_value: number | string | null };

const levelView = (level: TierLevel, asText: boolean): LevelView =>
  asText
    ? { title: level.title, min_value: String(level.min_value), max_value: level.max_value === null ? null : String(level.max_value) }
    : { title: level.title, min_value: level.min_value, max_value: level.max_value };

const daysUntil = (date: number | null, now: number): number | null => (date === null ? null : Math.max(0, Math.ceil((date - now) / DAY_SECONDS)));
const iso = (date: number | null): string | null => (date === null ? null : isoTimestamp(date));

/** When the member's points first reached `min_value` within the window the level was reached in. */
async function dateReached(member: MemberRecord, level: TierLevel, standing: TierStanding): Promise<number> {
  const floor = Math.max(standing.reachedWindowStart, member.date_created);
  if (level.min_value <= 0) return floor;
  const entry = await firstEntryReachingTotal(member.client_id, member.id, standing.totalAtReachedWindowStart + level.min_value);
  return entry ? entry.date_created : floor;
}

/**
 * tier_info of the update response (spec 2.3), in the variant the client's settings call for:
 * V1 (bounds as strings, no next level, no dates), V2 lifetime (no expiration or reset),
 * V2 fixed (expiration and reset) and V2 rolling (expiration, no reset). Null without tiers.
 */
export async function tierInfo(client: ClientRecord, member: MemberRecord, now: number): Promise<Record<string, unknown> | null> {
  const tiers = client.settings.tiers;
  if (!tiers) return null;
  const levels = sortedLevels(tiers);
  const v1 = tiers.version === 1;
  const assignedAt = (member.date_last_updated as number | undefined) ?? member.date_created;
  const override = v1 ? null : levelById(tiers, member.tier_override);
  const standing = v1 ? null : tierStanding(tiers, member, now);
  const current = v1 ? levelById(tiers, ((member.custom_data ?? {}) as Record<string, string>).tier) : (override ?? standing?.level ?? null);
  const index = current ? levels.findIndex((level) => level.id === current.id) : -1;
  const next = v1 ? null : (levels[index + 1] ?? null);
  const reached = !current ? null : v1 || override || !standing ? assignedAt : await dateReached(member, current, standing);
  const expiration = override ? null : (standing?.expiration ?? null);
  const reset = standing?.reset ?? null;
  return {
    current_level: current ? levelView(current, v1) : null,
    next_level: next ? levelView(next, v1) : null,
    levels_above: levels.slice(index + 1).map((level) => levelView(level, v1)),
    levels_below: levels.slice(0, Math.max(0, index)).map((level) => levelView(level, v1)),
    date_assigned: iso(override ? reached : (standing?.maintainedSince ?? reached)),
    expiration_date: iso(expiration),
    reset_date: iso(reset),
    score_needed_to_reach: next && standing ? Math.max(0, next.min_value - standing.timeframeScore) : null,
    score_needed_to_maintain: override ? null : (standing?.scoreToMaintain ?? null),
    days_until_expiration_date: daysUntil(expiration, now),
    days_until_reset_date: daysUntil(reset, now),
    is_maintenance_mode: !override && (standing?.maintenance ?? false),
    date_reached: iso(reached ?? assignedAt),
    assigned_by_event: override ? 'jump' : (standing?.assignedBy ?? 'jump'),
    timeframe_score: standing ? standing.timeframeScore : null,
    tier_score: standing && !override ? standing.tierScore : null,
  };
}

import type { MemberRecord } from '../member-store/index.js';
import type { ClientRecord } from '../programs/index.js';
import type { RewardEntry, RewardRecord } from './reward-catalogue.js';
import type { TierLevel } from '../programs/index.js';

/**
 * Who may have which reward. Pure rules over a catalogue entry and what is known about the
 * member; the listing routes filter with them and redemption refuses with their reasons.
 */

/** Spec section 3, predicate 1: enabled, started, not ended (unless no_end_date) and not deactivated. */
export function isActive(reward: RewardRecord, now: number): boolean {
  if (reward.is_enabled !== 1 || !reward.is_active) return false;
  if (reward.date_start !== null && reward.date_start > now) return false;
  return reward.no_end_date === 1 || reward.date_end === null || reward.date_end > now;
}

/** Why the reward cannot be redeemed by anyone right now, or null when it can. */
export function closedReason(reward: RewardRecord, now: number): string | null {
  if (!isActive(reward, now)) return 'reward is not active';
  if (reward.is_locked === 1) return 'reward is locked';
  if (reward.date_end_redeemable !== null && reward.date_end_redeemable < now) return 'reward can no longer be redeemed';
  return null;
}

/** min_tier_id holds when the member's level starts at or above the required level. */
export function meetsTier(client: ClientRecord, reward: RewardRecord, level: TierLevel | null): boolean {
  if (reward.min_tier_id === null) return true;
  // Looked up here rather than through tiers.ts, which reads the ledger: these rules stay free of I/O.
  const required = client.settings.tiers?.levels.find((candidate) => candidate.id === reward.min_tier_id);
  return required !== undefined && level !== null && level.min_value >= required.min_value;
}

/** A reward for segments needs a member of one of them (an archived segment reaches no one). */
export const meetsSegments = (reward: RewardRecord, segmentIds: ReadonlySet<string>): boolean =>
  reward.segment_ids === null || reward.segment_ids.some((segmentId) => segmentIds.has(segmentId));

/** Full years between a date of birth and `now` (both Unix seconds, UTC calendar). */
export function ageAt(dateOfBirth: number, now: number): number {
  const birth = new Date(dateOfBirth * 1000);
  const today = new Date(now * 1000);
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** A min_age reward needs a member with a date of birth who has reached that age. */
export function meetsAge(reward: RewardRecord, member: MemberRecord, now: number): boolean {
  if (reward.is_min_age_required !== 1 || reward.min_age === null) return true;
  const dateOfBirth = member.date_of_birth;
  return typeof dateOfBirth === 'number' && ageAt(dateOfBirth, now) >= reward.min_age;
}

/** What the rules need to know about a member. */
export interface MemberStanding {
  member: MemberRecord;
  level: TierLevel | null;
  /** Redeemable points, or the for_points stand-in. */
  points: number;
  /** Units already redeemed per reward group (max_per_user). */
  redeemed: Map<number, number>;
  /** The segments in use the member is in. */
  segmentIds: ReadonlySet<string>;
}

/**
 * Spec 2.7 "active and available to the member": active, not hidden or locked (unless
 * `display`), the member's tier, age and segments qualify, units are left and the member is under
 * max_per_user. Points are not considered: apps show what a member is saving up for.
 */
export function availableTo(client: ClientRecord, entry: RewardEntry, standing: MemberStanding, now: number, display = false, includeSoldOut = false): boolean {
  const { reward, stock } = entry;
  if (!isActive(reward, now)) return false;
  if (!display && (reward.is_hidden === 1 || reward.is_locked === 1)) return false;
  if (reward.date_end_redeemable !== null && reward.date_end_redeemable < now) return false;
  if (!meetsTier(client, reward, standing.level) || !meetsAge(reward, standing.member, now)) return false;
  if (!meetsSegments(reward, standing.segmentIds)) return false;
  if (stock.current_quantity < 1 && !includeSoldOut) return false;
  return reward.max_per_user === null || (standing.redeemed.get(reward.id) ?? 0) < reward.max_per_user;
}

/** 4.5 redeemable_by: available to the member and affordable with their (or the stand-in) points. */
export const redeemableBy = (client: ClientRecord, entry: RewardEntry, standing: MemberStanding, now: number, display = false): boolean =>
  availableTo(client, entry, standing, now, display) && entry.reward.num_points <= standing.points;

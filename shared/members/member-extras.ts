import type { MemberRecord } from '../member-store/index.js';
import type { ClientRecord } from '../programs/index.js';
import { memberRanks } from '../points/index.js';
import { fanLevel, tierInfo } from '../points/index.js';
import type { UserExtras } from './member-view.js';
import { referralUrl } from './referrals.js';

/**
 * The derived parts of a User response (ranks, fan level, tier_info), gathered in one place so
 * every endpoint that returns a User shows the same values. Ranks cost one BatchGetItem; the
 * fan level none (earning buckets on the member); tier_info at most one indexed query.
 */
export async function userExtras(client: ClientRecord, member: MemberRecord, now: number, options: { tierInfo?: boolean } = {}): Promise<UserExtras> {
  const [ranks, level, tiers] = await Promise.all([
    memberRanks(member, now),
    fanLevel(client, member, now),
    options.tierInfo ? tierInfo(client, member, now) : undefined,
  ]);
  return {
    rank: ranks.rank,
    weekly_rank: ranks.weekly_rank,
    monthly_rank: ranks.monthly_rank,
    fan_level: level,
    referral_url: referralUrl(client, member),
    ...(options.tierInfo ? { tier_info: tiers } : {}),
  };
}

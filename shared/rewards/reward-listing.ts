import type * as z from 'zod';
import { redeemedUnitsByGroup } from './redemption-repository.js';
import type { MemberRecord } from '../member-store/index.js';
import { ApiError, paramError } from '../errors.js';
import type { ClientRecord } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import { findMember } from '../members/index.js';
import { loadCatalogue, type RewardEntry } from './reward-catalogue.js';
import { listRewardCategories } from './reward-categories.js';
import { availableTo, isActive, redeemableBy, type MemberStanding } from './reward-eligibility.js';
import { rewardDetailsView, rewardView, userRewardView } from './reward-views.js';
import { memberTierLevel, settledMember } from '../points/index.js';
import { segmentsForAudiences } from '../segments/index.js';
import type { LegacyRewardDetailsBody, RewardBody, RewardDetailsBody } from './reward-responses.js';
import type { REWARD_SORTS, RewardsQueryInput } from './reward-requests.js';

/** The ids of the categories a category filter names: by name (trimmed, any case) or by id. */
async function categoryIds(clientId: string, category: string): Promise<Set<number>> {
  const wanted = category.trim().toLowerCase();
  const categories = await listRewardCategories(clientId);
  return new Set(categories.filter((c) => c.name.trim().toLowerCase() === wanted || String(c.id) === wanted).map((c) => c.id));
}

/** What the rules need of the member; its segments are read only when a reward of the catalogue names some. */
async function standingOf(
  client: ClientRecord,
  member: MemberRecord,
  now: number,
  catalogue: Promise<RewardEntry[]>,
  pointsOverride?: number,
): Promise<MemberStanding> {
  const [level, redeemed, segmentIds] = await Promise.all([
    memberTierLevel(client, member, now, pointsOverride),
    redeemedUnitsByGroup(member.client_id, member.id),
    catalogue.then((entries) =>
      segmentsForAudiences(
        client.clientId,
        member.id,
        entries.map(({ reward }) => reward),
      ),
    ),
  ]);
  return { member, level, points: pointsOverride ?? settledMember(client.settings.expiry_policy, member, now).redeemable_points, redeemed, segmentIds };
}

/**
 * The rewards catalogue (endpoint 15) filtered per 4.5. Filters combine (all must hold).
 * Hidden and locked rewards are left out unless for_display=1. redeemable_by names a member
 * (per id_type) and keeps what that member can redeem now, which implies active_only; with
 * for_points the member is treated as holding that many points, for the price and for the
 * tier level. for_points alone keeps rewards costing at most that many points.
 */
export async function listRewards(client: ClientRecord, query: RewardsQueryInput): Promise<Array<z.infer<typeof RewardBody>>> {
  checkSorting(query);
  const now = nowSeconds();
  const member = query.redeemable_by === undefined ? undefined : await findMember(client.clientId, query.id_type, query.redeemable_by);
  if (query.redeemable_by !== undefined && !member) throw paramError('redeemable_by: user does not exist');
  const catalogue = loadCatalogue(client.clientId);
  const [entries, categories, standing] = await Promise.all([
    catalogue,
    query.category === undefined ? undefined : categoryIds(client.clientId, query.category),
    member ? standingOf(client, member, now, catalogue, query.for_points) : undefined,
  ]);
  const keep = (entry: RewardEntry): boolean => {
    const { reward } = entry;
    if (categories && (reward.category_id === null || !categories.has(reward.category_id))) return false;
    if (!query.for_display && (reward.is_hidden === 1 || reward.is_locked === 1)) return false;
    if (query.active_only && !isActive(reward, now)) return false;
    if (query.featured && reward.featured !== 1) return false;
    if (standing) return redeemableBy(client, entry, standing, now, query.for_display);
    return query.for_points === undefined || reward.num_points <= query.for_points;
  };
  return sorted(entries.filter(keep), query).map(rewardView);
}

/** sort_by and order come together (hosted page Rewards: "must be used in conjunction"). */
function checkSorting(query: RewardsQueryInput): void {
  if (query.sort_by !== undefined && query.order === undefined) throw paramError('sort_by must be used with order');
  if (query.order !== undefined && query.sort_by === undefined) throw paramError('order must be used with sort_by');
}

const SORT_KEYS: Record<(typeof REWARD_SORTS)[number], (entry: RewardEntry) => number> = {
  points: (entry) => entry.reward.num_points,
  reward_id: (entry) => entry.variation?.id ?? entry.reward.id,
};

/**
 * The entries by sort_by in order; equal keys keep catalogue order (the sort is stable), so a
 * reward and its variations, which share their points, stay together under points.
 */
function sorted(entries: RewardEntry[], query: RewardsQueryInput): RewardEntry[] {
  if (query.sort_by === undefined) return entries;
  const key = SORT_KEYS[query.sort_by];
  const direction = query.order === 'desc' ? -1 : 1;
  return [...entries].sort((a, b) => direction * (key(a) - key(b)));
}

/**
 * GET /v2.1/rewards/{reward_id}: one entry of the client's catalogue (a reward or a variation,
 * hidden, locked or deactivated ones included: the entry shows its flags), from the cached
 * catalogue. Unknown, or another client's, is 404 page_not_found in the hosted page's words.
 */
export async function rewardDetails(client: ClientRecord, rewardId: number): Promise<z.infer<typeof RewardDetailsBody>> {
  const entry = (await loadCatalogue(client.clientId)).find((candidate) => (candidate.variation?.id ?? candidate.reward.id) === rewardId);
  if (!entry) throw new ApiError('page_not_found', `Reward with id ${rewardId} not found`, {}, 404);
  return rewardDetailsView(entry);
}

/** The legacy details (GET /v2/rewards/{reward_id}): the same reward, its id a string as the hosted legacy sample sends it. */
export async function legacyRewardDetails(client: ClientRecord, rewardId: number): Promise<z.infer<typeof LegacyRewardDetailsBody>> {
  const details = await rewardDetails(client, rewardId);
  return { ...details, id: String(details.id) };
}

/**
 * Endpoint 7: the rewards active and available to the member (see availableTo), one entry per
 * reward (2.7 has no group_id, so variations are not listed apart); no_rewards when none.
 */
export async function listMemberRewards(client: ClientRecord, member: MemberRecord): Promise<Array<Record<string, unknown>>> {
  const available = await memberRewards(client, member);
  if (available.length === 0) throw new ApiError('no_rewards', 'no rewards are available to the user');
  return available;
}

/** Endpoint 7's rewards, possibly none; with `includeSoldOut` (v2.1) also those only out of stock. */
export async function memberRewards(client: ClientRecord, member: MemberRecord, includeSoldOut = false): Promise<Array<Record<string, unknown>>> {
  const now = nowSeconds();
  const catalogue = loadCatalogue(client.clientId);
  const [entries, standing] = await Promise.all([catalogue, standingOf(client, member, now, catalogue)]);
  return entries.filter((entry) => entry.variation === null && availableTo(client, entry, standing, now, false, includeSoldOut)).map(userRewardView);
}

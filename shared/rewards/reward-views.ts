import type * as z from 'zod';
import type { RewardEntry } from './reward-repository.js';
import type { AdminRewardBody, RewardBody, RewardDetailsBody } from './reward-responses.js';
import { present } from '../support/present.js';

/**
 * The wire shapes of catalogue entries: the Reward of spec 2.6, the member-available reward of
 * 2.7 and the operator's view. Ids are numbers in storage and strings here (2.6 types id as a
 * string; category_id, group_id and min_tier_id accept either, strings keep them uniform).
 */

const idString = (id: number | string | null): string | null => (id === null ? null : String(id));

/** The Reward object of spec 2.6 for one entry (a reward or one of its variations). */
export function rewardView(entry: RewardEntry): z.infer<typeof RewardBody> {
  const { reward, variation, stock } = entry;
  return {
    id: String(variation?.id ?? reward.id),
    title: reward.title,
    description: reward.description,
    current_quantity: stock.current_quantity,
    total_quantity: stock.total_quantity,
    num_points: reward.num_points,
    date_start: reward.date_start,
    date_end: reward.date_end,
    date_end_redeemable: reward.date_end_redeemable,
    is_enabled: reward.is_enabled,
    no_end_date: reward.no_end_date,
    category_id: idString(reward.category_id),
    group_id: String(reward.id),
    max_select_quantity: reward.max_select_quantity,
    max_per_user: reward.max_per_user,
    is_shipping_required: reward.is_shipping_required,
    is_phone_number_required: reward.is_phone_number_required,
    is_min_age_required: reward.is_min_age_required,
    is_digital_download: reward.is_digital_download,
    min_age: reward.min_age,
    // The field table spells it sweepstakes_winners, the samples sweepstake_winners: both are sent.
    sweepstakes_winners: reward.sweepstakes_winners,
    sweepstake_winners: reward.sweepstakes_winners,
    extra_data: reward.extra_data ?? null,
    total_coupons: stock.total_coupons,
    remaining_coupons: stock.remaining_coupons,
    image: variation?.image ?? reward.image,
    additional_images: reward.additional_images,
    color: variation?.color ?? null,
    size: variation?.size ?? null,
    reward_terms: reward.reward_terms,
    min_tier_id: idString(reward.min_tier_id),
    featured: reward.featured,
    is_hidden: reward.is_hidden,
    is_locked: reward.is_locked,
  };
}

/** The Reward Details v2.1 form of one entry: 2.6 with integer ids. */
export function rewardDetailsView(entry: RewardEntry): z.infer<typeof RewardDetailsBody> {
  return { ...rewardView(entry), id: entry.variation?.id ?? entry.reward.id, category_id: entry.reward.category_id, group_id: entry.reward.id };
}

const USER_REWARD_FIELDS = [
  'id',
  'title',
  'description',
  'num_points',
  'image',
  'is_enabled',
  'category_id',
  'date_start',
  'date_end',
  'date_end_redeemable',
  'no_end_date',
  'total_quantity',
  'current_quantity',
  'max_select_quantity',
  'max_per_user',
  'is_shipping_required',
  'is_phone_number_required',
  'min_age',
  'is_digital_download',
  'total_coupons',
  'remaining_coupons',
  'sweepstakes_winners',
  'extra_data',
  'reward_terms',
  'min_tier_id',
] as const;

/** The member-available reward of spec 2.7: the listed subset of 2.6, unset fields omitted. */
export function userRewardView(entry: RewardEntry): Record<string, unknown> {
  const full = rewardView(entry);
  const view: Record<string, unknown> = {};
  for (const field of USER_REWARD_FIELDS) if (full[field] !== null && full[field] !== undefined) view[field] = full[field];
  return view;
}

/** What the operator reads back: the reward's 2.6 entry, the operator-only fields and each variation's entry. */
export type AdminReward = z.infer<typeof AdminRewardBody>;

export function adminRewardView([first, ...variations]: RewardEntry[]): AdminReward {
  const main = present(first, "the reward's own entry");
  const { reward } = main;
  return {
    ...rewardView(main),
    is_active: reward.is_active,
    segment_ids: reward.segment_ids,
    coupon_category_id: reward.coupon_category_id,
    digital_download_url: reward.digital_download_url,
    date_created: reward.date_created,
    date_last_updated: reward.date_last_updated,
    variations: variations.map(rewardView),
  };
}

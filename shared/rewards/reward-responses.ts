import * as z from 'zod';
import { type AnswerBodies, pagedBody } from '../support/answers.js';
import { StoredJson } from '../support/free-json.js';

/**
 * What the reward, redemption, coupon and order routes answer, as zod schemas: the API
 * description is generated from them and the integration tests hold every answer to them.
 * Catalogue ids are strings where spec 2.6-2.9 types them so, numbers in 2.10 and the
 * operator's own fields. The paged forms (v2.1, v2.2) wrap these items in the paging block
 * (rewardAnswers' *Page answers), which their handlers build with shared/http/paging.ts.
 */

const Int = z.number().int();
/** The 0/1 flags of spec 2.6, as stored. */
const Flag = z.union([z.literal(0), z.literal(1)]);

/** The Reward object of spec 2.6: endpoint 15 (GET /v2/rewards and, paged, /v2.1/rewards), one per reward or variation. */
export const RewardBody = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  current_quantity: Int,
  total_quantity: Int,
  num_points: Int,
  date_start: Int.nullable(),
  date_end: Int.nullable(),
  date_end_redeemable: Int.nullable(),
  is_enabled: Flag,
  no_end_date: Flag,
  category_id: z.string().nullable(),
  group_id: z.string(),
  max_select_quantity: Int.nullable(),
  max_per_user: Int.nullable(),
  is_shipping_required: Flag,
  is_phone_number_required: Flag,
  is_min_age_required: Flag,
  is_digital_download: Flag,
  min_age: Int.nullable(),
  /** The field table spells it sweepstakes_winners, the samples sweepstake_winners: both are sent. */
  sweepstakes_winners: Int.nullable(),
  sweepstake_winners: Int.nullable(),
  extra_data: StoredJson.nullable(),
  total_coupons: Int,
  remaining_coupons: Int,
  image: z.string().nullable(),
  additional_images: z.array(z.string()),
  color: z.string().nullable(),
  size: z.string().nullable(),
  reward_terms: z.string().nullable(),
  min_tier_id: z.string().nullable(),
  featured: Flag,
  is_hidden: Flag,
  is_locked: Flag,
});

/**
 * GET /v2.1/rewards/{reward_id} (hosted page Reward Details): one entry of 2.6, with id,
 * category_id and group_id as integers, as that page types them.
 */
export const RewardDetailsBody = RewardBody.extend({ id: Int, category_id: Int.nullable(), group_id: Int });

/** Reward Details (legacy), GET /v2/rewards/{reward_id}: the v2.1 details with the id as a string, as the hosted sample has it. */
export const LegacyRewardDetailsBody = RewardDetailsBody.extend({ id: z.string() });

/**
 * The member-available reward of spec 2.7 (endpoint 7, GET /v2/users/{user_id}/rewards and, paged,
 * /v2.1/users/{user_id}/rewards): a subset of 2.6 in which a field that is not set is left out rather than null.
 */
export const UserRewardBody = RewardBody.pick({
  id: true,
  title: true,
  description: true,
  num_points: true,
  is_enabled: true,
  no_end_date: true,
  total_quantity: true,
  current_quantity: true,
  is_shipping_required: true,
  is_phone_number_required: true,
  is_digital_download: true,
  total_coupons: true,
  remaining_coupons: true,
}).extend({
  image: z.string().optional(),
  category_id: z.string().optional(),
  date_start: Int.optional(),
  date_end: Int.optional(),
  date_end_redeemable: Int.optional(),
  max_select_quantity: Int.optional(),
  max_per_user: Int.optional(),
  min_age: Int.optional(),
  sweepstakes_winners: Int.optional(),
  extra_data: StoredJson.optional(),
  reward_terms: z.string().optional(),
  min_tier_id: z.string().optional(),
});

/** The operator's reward: its 2.6 entry, the operator-only fields and each variation's 2.6 entry. */
export const AdminRewardBody = RewardBody.extend({
  is_active: z.boolean(),
  /** The segments whose members alone see and redeem it; null: every member. */
  segment_ids: z.array(z.string()).nullable(),
  coupon_category_id: Int.nullable(),
  digital_download_url: z.string().nullable(),
  date_created: Int,
  date_last_updated: Int,
  variations: z.array(RewardBody),
});

/** A reward category of spec 2.8 (endpoint 16 and the operator's reward categories). */
export const RewardCategoryBody = z.object({ id: z.string(), name: z.string() });

/** A coupon category: the coupon_category_* fields of 2.10, with the days its coupons stay usable. */
export const CouponCategoryBody = z.object({ id: Int, name: z.string(), expiration_days: Int.nullable() });

/** A batch of codes added to a code reward's pool, and the pool's counts after it. */
export const CodeBatchBody = z.object({
  reward_id: z.string(),
  batch_num: Int,
  codes_added: Int,
  total_coupons: Int,
  remaining_coupons: Int,
});

/** The shipping details an order keeps: the address when the reward ships, the phone when it is asked for. */
const ShippingFields = {
  shipping_first_name: z.string().optional(),
  shipping_last_name: z.string().optional(),
  shipping_street_address_1: z.string().optional(),
  shipping_street_address_2: z.string().optional(),
  shipping_country: z.string().optional(),
  shipping_state: z.string().optional(),
  shipping_city: z.string().optional(),
  shipping_zip: z.string().optional(),
  shipping_phone_number: z.string().optional(),
};

/**
 * The redemption history record of spec 2.9: endpoint 8 (GET /v2/users/{user_id}/redemption_history
 * and, paged by date range, /v2.2/...), and what a redemption (POST /v2/users/{user_id}/redemption) answers.
 */
export const RedemptionRecordBody = z.object({
  date_created: Int,
  date_fulfilled: Int.optional(),
  total_points_redeemed: Int,
  ending_balance: Int,
  quantity: Int,
  ...ShippingFields,
  tracking_number: z.string().optional(),
  codes: z.array(z.string()).optional(),
  digital_download: z.string().optional(),
  reward_id: z.string(),
  reward_title: z.string(),
});

/** A coupon of spec 2.10, as the coupon routes report it. */
const CouponBody = z.object({
  reward_id: Int,
  redeem_order_id: Int,
  redeem_order_coupon_id: Int,
  total_points_redeemed: Int,
  ending_balance: Int,
  quantity: Int,
  code: z.string(),
  reward_title: z.string(),
  coupon_category_id: Int,
  coupon_category_name: z.string(),
  coupon_category_expiration_days: Int.nullable(),
  batch_num: Int,
  date_to_expire: Int.nullable(),
  order_date_created: Int,
  coupon_date_created: Int,
});

/** Endpoint 9 (GET /v2/users/{user_id}/usable_coupons): a usable coupon with its reward's category, as the hosted API adds it. */
export const UsableCouponBody = CouponBody.extend({ reward_category_id: z.string().nullable() });

/**
 * What POST /v2/coupon/use and /v2/coupon/unuse answer: the hosted API's form ({coupon_value})
 * is acknowledged, ours ({user_id, code}) answers the coupon and whether it now counts as used.
 */
export const CouponUseAnswerBody = z.union([
  CouponBody.extend({ used: z.boolean(), date_used: Int.nullable() }),
  z.object({ success: z.literal(true), message: z.literal('Successfully submitted') }),
]);

/** An order of a reward that ships, as the operator fulfils it (awaiting list and fulfilment). */
export const FulfilmentOrderBody = z.object({
  redeem_order_id: Int,
  user_id: Int,
  reward_id: z.string(),
  reward_title: z.string(),
  quantity: Int,
  date_created: Int,
  ...ShippingFields,
  date_fulfilled: Int.nullable(),
  tracking_number: z.string().nullable(),
});

/** The answers the reward, redemption, coupon and order routes name in their contracts, by name. */
export const rewardAnswers = {
  AdminReward: AdminRewardBody,
  AdminRewardList: z.array(AdminRewardBody),
  CodeBatch: CodeBatchBody,
  CouponCategory: CouponCategoryBody,
  CouponCategoryList: z.array(CouponCategoryBody),
  CouponUseAnswer: CouponUseAnswerBody,
  FulfilmentOrder: FulfilmentOrderBody,
  FulfilmentOrderList: z.array(FulfilmentOrderBody),
  RedemptionRecord: RedemptionRecordBody,
  RedemptionRecordList: z.array(RedemptionRecordBody),
  RedemptionRecordPage: pagedBody('rewards', RedemptionRecordBody),
  RewardCategory: RewardCategoryBody,
  RewardCategoryList: z.array(RewardCategoryBody),
  RewardDetails: RewardDetailsBody,
  LegacyRewardDetails: LegacyRewardDetailsBody,
  RewardList: z.array(RewardBody),
  RewardPage: pagedBody('rewards', RewardBody),
  UsableCouponList: z.array(UsableCouponBody),
  UserRewardList: z.array(UserRewardBody),
  UserRewardPage: pagedBody('rewards', UserRewardBody),
} satisfies AnswerBodies;

import * as z from 'zod';
import { IdTypeSchema } from '../members/member-requests.js';
import { CatalogueIdText, QueryFlag, Timestamp } from './reward-fields.js';

/**
 * What requests about rewards send: catalogue queries, redemptions, coupon use, codes and
 * categories. Schemas only, so a route's contract loads them without the reward repositories.
 */

/** What sort_by of GET /v2/rewards takes (hosted page Rewards): the reward's points, or its id. */
export const REWARD_SORTS = ['points', 'reward_id'] as const;

/** A word of a closed set, in any case (surrounding spaces trimmed). */
const oneOf = <T extends readonly [string, ...string[]]>(words: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(words, { error: `must be one of ${words.join(', ')}` }))
    .optional();

/** Query of GET /v2/rewards (spec 4.5; sort_by and order from the hosted page Rewards). */
export const RewardsQuery = z.object({
  category: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  active_only: QueryFlag,
  for_points: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a non-negative integer')
    .transform(Number)
    .optional(),
  featured: QueryFlag,
  redeemable_by: z.string().trim().min(1, 'must not be empty').max(320).optional(),
  /** How redeemable_by identifies the member, as for user routes. */
  id_type: IdTypeSchema,
  for_display: QueryFlag,
  /** Sorts the list; must come with order, and order with it. */
  sort_by: oneOf(REWARD_SORTS),
  order: oneOf(['asc', 'desc']),
});

export type RewardsQueryInput = z.infer<typeof RewardsQuery>;

/** Path of GET /v2.1/rewards/{reward_id}: a reward or variation id. */
export const RewardIdPath = z.object({ reward_id: CatalogueIdText });

/** A shipping field: text or a number, as sent. */
const ShippingText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().max(200))
  .optional();

export const RedemptionBody = z.object({
  reward_id: z.union([z.string().trim().min(1).max(64), z.number()]),
  quantity: z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(1, 'must be at least 1').max(1_000_000))
    .default(1),
  shipping_first_name: ShippingText,
  shipping_last_name: ShippingText,
  shipping_street_address_1: ShippingText,
  shipping_street_address_2: ShippingText,
  shipping_country: ShippingText,
  shipping_state: ShippingText,
  shipping_city: ShippingText,
  shipping_zip: ShippingText,
  shipping_phone_number: ShippingText,
  agree_to_terms: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

export const IsoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'is not a date');

export const RedemptionRangeQuery = z.object({ date_start: IsoDay.optional(), date_end: IsoDay.optional() });

export type RedemptionRange = z.infer<typeof RedemptionRangeQuery>;

export const MAX_AWAITING_LIST = 200;

export const AwaitingFulfilmentQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_AWAITING_LIST).default(50),
});

export const FulfilmentBody = z.object({
  /** Omitted: keeps the current one (none at first). null removes it. */
  tracking_number: z.string().trim().min(1).max(100).nullable().optional(),
  /** Omitted: keeps the current date, or now when the order was not fulfilled yet. */
  date_fulfilled: Timestamp.optional(),
});

export type FulfilmentInput = z.infer<typeof FulfilmentBody>;

/** `expired`: include unused coupons past their expiry, as the hosted API does unless told false. */
export const UsableCouponsQuery = z.object({
  id_type: IdTypeSchema,
  expired: z.enum(['true', 'false'], { error: 'expired must be true or false' }).default('true'),
});

export const CouponUseQuery = z.object({ id_type: IdTypeSchema });

/**
 * Two forms: the hosted API's {coupon_value, use_date?}, the coupon named by its code within the
 * client, and ours {user_id, code}, the coupon named within one member's coupons (id_type).
 */
export const CouponUseBody = z.object({
  user_id: z
    .union([z.string().trim().min(1).max(320), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)])
    .transform(String)
    .optional(),
  code: z.string().trim().min(1).max(1000).optional(),
  coupon_value: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(1000))
    .optional(),
  /** ISO 8601 date-time (the hosted API's form) or Unix seconds: when the member used the coupon. */
  use_date: z.union([z.string().max(64), z.number().int().min(0)]).optional(),
});

export type CouponUseInput = z.infer<typeof CouponUseBody>;

export const MAX_CODES_PER_BATCH = 1000;

export const CodeBatchSchema = z.object({ codes: z.array(z.string().trim().min(1).max(1000)).min(1).max(MAX_CODES_PER_BATCH) }).strict();

export type CodeBatchInput = z.infer<typeof CodeBatchSchema>;

export const RewardCategoryInputSchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();

export const CouponCategoryInputSchema = z
  .object({
    name: z.string().trim().min(1).max(50),
    /** Days a coupon of this category stays usable after it is assigned; null: no expiry. */
    expiration_days: z.number().int().min(1).max(36_500).nullable().default(null),
  })
  .strict();

export type RewardCategoryInput = z.infer<typeof RewardCategoryInputSchema>;

export type CouponCategoryInput = z.infer<typeof CouponCategoryInputSchema>;

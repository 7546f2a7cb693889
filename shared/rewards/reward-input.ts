import * as z from 'zod';
import { distinctDigitIds } from '../support/id-lists.js';
import { CatalogueId, ExtraData, Flag, Timestamp, Url } from './reward-fields.js';

/** The fields an operator sends for a reward and its variations (spec 2.6). */

export const MAX_VARIATIONS = 20;

const VariationInputSchema = z
  .object({
    /** Present when a PUT keeps an existing variation. */
    id: CatalogueId.optional(),
    color: z.string().trim().max(100).nullable().default(null),
    size: z.string().trim().max(100).nullable().default(null),
    image: Url.nullable().default(null),
    total_quantity: z.number().int().min(0).max(100_000_000),
  })
  .strict();

/** What the operator sends to create or replace a reward. */
export const RewardInputSchema = z
  .object({
    title: z.string().trim().min(1).max(100),
    description: z.string().max(4000).default(''),
    num_points: z.number().int().min(0).max(1_000_000_000),
    /** Plain rewards only: rewards with variations and code rewards take it from those. */
    total_quantity: z.number().int().min(0).max(100_000_000).optional(),
    date_start: Timestamp.nullable().default(null),
    date_end: Timestamp.nullable().default(null),
    date_end_redeemable: Timestamp.nullable().default(null),
    is_enabled: Flag.default(1),
    no_end_date: Flag.default(0),
    category_id: CatalogueId.nullable().default(null),
    max_select_quantity: z.number().int().min(1).max(1000).nullable().default(null),
    max_per_user: z.number().int().min(1).max(1_000_000).nullable().default(null),
    is_shipping_required: Flag.default(0),
    is_phone_number_required: Flag.default(0),
    is_min_age_required: Flag.default(0),
    min_age: z.number().int().min(1).max(150).nullable().default(null),
    is_digital_download: Flag.default(0),
    /** What a digital download hands over; never listed in the catalogue. */
    digital_download_url: Url.nullable().default(null),
    sweepstakes_winners: z.number().int().min(0).max(1_000_000).nullable().default(null),
    extra_data: ExtraData,
    image: Url.nullable().default(null),
    additional_images: z.array(Url).max(20).default([]),
    reward_terms: Url.nullable().default(null),
    min_tier_id: z
      .union([z.string().trim().min(1).max(64), z.number().int()])
      .transform(String)
      .nullable()
      .default(null),
    /** Only members of one of these segments see and redeem it (null: every member). */
    segment_ids: distinctDigitIds('segment').nullable().default(null),
    featured: Flag.default(0),
    /** Hidden and locked rewards are listed only for display (for_display=1); locked ones cannot be redeemed. */
    is_hidden: Flag.default(0),
    is_locked: Flag.default(0),
    /** Deactivation (spec 3, predicate 1): the operator's switch, apart from is_enabled. */
    is_active: z.boolean().default(true),
    /** Makes this a code reward: one code of its pool per unit, coupons in this category. */
    coupon_category_id: CatalogueId.nullable().default(null),
    variations: z.array(VariationInputSchema).max(MAX_VARIATIONS).default([]),
  })
  .strict();
export type RewardInput = z.infer<typeof RewardInputSchema>;

import * as z from 'zod';
import { isReservedKey } from '../support/free-json.js';

/**
 * A client's program settings, set by the operator (PUT /admin/v1/clients/{id}/settings).
 * Every field has a default so a new client works before it is configured.
 */

export const TierLevelSchema = z.object({
  /** Platform tier id: referenced by tier_override, custom_data.tier and rewards' min_tier_id. */
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(100),
  min_value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  max_value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().default(null),
});

export const TierSettingsSchema = z.object({
  /** 1: client-defined tiers assigned through custom_data.tier; 2: tiers by points earned. */
  version: z.union([z.literal(1), z.literal(2)]),
  /** Tiers V2 only: which points count towards the level. */
  timeframe: z.enum(['lifetime', 'fixed', 'rolling']).default('lifetime'),
  /** fixed: length of each period starting at period_start; rolling: length of the trailing window. */
  timeframe_months: z.number().int().min(1).max(120).default(12),
  /** fixed: start of the first period (Unix seconds). */
  period_start: z.number().int().min(0).default(0),
  levels: z.array(TierLevelSchema).min(1).max(50),
});

/**
 * When earned points expire (a ledger movement of kind expiration, never below zero, total_points
 * unchanged). Months are calendar months in UTC:
 *   rolling:    points earned in a month expire when the month `months` later ends, oldest first
 *   fixed:      each year, on the first day of `month`, the points earned before it expire
 *   inactivity: all redeemable points expire `months` after the member's last earning
 */
export const ExpiryPolicySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('rolling'), months: z.number().int().min(1).max(120) }),
  z.object({ type: z.literal('fixed'), month: z.number().int().min(1).max(12) }),
  z.object({ type: z.literal('inactivity'), months: z.number().int().min(1).max(120) }),
]);
export type ExpiryPolicy = z.infer<typeof ExpiryPolicySchema>;

/** The furthest ahead of an expiry a client may have its members told (expiry_notice_days). */
export const MAX_EXPIRY_NOTICE_DAYS = 90;

/** The largest points_per_currency_unit: with the largest purchase total, the points stay a safe integer. */
export const MAX_POINTS_PER_CURRENCY_UNIT = 1_000_000;
/**
 * Decimals a points_per_currency_unit may have (0.0001: a point per 10,000 units of money). With
 * a total's 2 they keep the product within the 6 decimals purchase points are rounded to.
 */
export const POINTS_PER_CURRENCY_UNIT_DECIMALS = 4;

/** The furthest back any client may let a credit's activity_date go; cap counters outlive their window by this much. */
export const MAX_ACTIVITY_BACKDATE_DAYS = 365;
/** The longest a member token may live: six months, as the hosted API's user tokens. */
export const MAX_MEMBER_TOKEN_DAYS = 183;
/** The largest points override a client may allow on one credit. */
export const MAX_POINTS_PER_CREDIT_LIMIT = 10_000_000;

/** ISO 4217 currency codes this runtime knows: a program's currencies are among them. */
const ISO_4217_CODES = new Set(Intl.supportedValuesOf('currency'));
export const CurrencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code: 3 capital letters')
  .refine((code) => ISO_4217_CODES.has(code), 'is not an ISO 4217 currency code');
/** Whether this runtime knows the time zone (Intl.DateTimeFormat refuses a name it does not). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone name ("Europe/Paris", "UTC"); an offset such as +01:00 is not one. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'must be an IANA time zone name such as Europe/Paris')
  .refine(isTimeZone, 'is not a known IANA time zone name (such as Europe/Paris)');
/** The largest rate of a program's currency to its base currency. */
export const MAX_CURRENCY_RATE = 1_000_000;

/** What a daily export may hold (the exports feature's kinds and formats; shared/exports checks they agree). */
export const DAILY_EXPORT_KINDS = ['members', 'ledger', 'redemptions', 'points_expiration'] as const;
export const DAILY_EXPORT_FORMATS = ['csv', 'ndjson'] as const;

/** Files the daily export job writes for the client each day: one per kind, in one format. */
export const DailyExportsSchema = z.object({
  kinds: z
    .array(z.enum(DAILY_EXPORT_KINDS))
    .min(1)
    .max(DAILY_EXPORT_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'must not name a kind twice'),
  format: z.enum(DAILY_EXPORT_FORMATS).default('csv'),
});
export type DailyExports = z.infer<typeof DailyExportsSchema>;

export const ClientSettingsSchema = z.object({
  /** The custom_data keys members of this client may carry (spec 2.2). */
  custom_attributes: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .refine((name) => !isReservedKey(name), 'is a reserved name'),
    )
    .max(200)
    .default([]),
  /** Purchase V1 integration: purchases, receipt claims and pending points. */
  purchase_v1: z.boolean().default(false),
  pending_points: z
    .object({ enabled: z.boolean().default(false), period_days: z.number().int().min(1).max(365).default(30) })
    .default({ enabled: false, period_days: 30 }),
  points_per_currency_unit: z.number().min(0).max(MAX_POINTS_PER_CURRENCY_UNIT).default(1),
  /** The currency points_per_currency_unit is per unit of, and of purchases that name none. */
  base_currency: CurrencyCodeSchema.default('USD'),
  /**
   * Further currencies purchases may be in, each with its rate to base_currency (what one unit of
   * it is worth in base units); a purchase in any other currency is refused.
   */
  currencies: z.record(CurrencyCodeSchema, z.number().positive().max(MAX_CURRENCY_RATE)).default({}),
  tiers: TierSettingsSchema.nullable().default(null),
  /** Requests per second this client may make; null: the service default (DEFAULT_RATE_LIMIT_PER_SECOND, shared/programs/rate-limit.ts). */
  rate_limit_per_second: z.number().int().min(1).max(100_000).nullable().default(null),
  /** How many days before now a credited activity_date may lie; older completions are refused. */
  max_activity_backdate_days: z.number().int().min(0).max(MAX_ACTIVITY_BACKDATE_DAYS).default(30),
  /** The activity credited to the inviting member when someone signs up with their invite_code; null: none. */
  referral_activity_id: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/),
      z.number().int().min(1).max(9_999_999_999),
    ])
    .transform(String)
    .nullable()
    .default(null),
  /** Where referral links point; each member's referral_url is this with ?invite_code=<code>. null: no links. */
  referral_base_url: z.url().max(500).nullable().default(null),
  /** Only members whose e-mail address is verified may redeem rewards (others: 403 forbidden). */
  redemption_requires_verified_email: z.boolean().default(false),
  /** Every request must be signed (X-CT-Authorization: CTApiV2Auth); api_key requests are refused. */
  require_signed_requests: z.boolean().default(false),
  /** How long a member token lives when its issuer names no lifetime (days; at most MAX_MEMBER_TOKEN_DAYS). */
  member_token_days: z.number().int().min(1).max(MAX_MEMBER_TOKEN_DAYS).default(30),
  /** Requests per second one member may make with member tokens, apart from the program's own limit. */
  member_rate_limit_per_second: z.number().int().min(1).max(1_000).default(10),
  /** The largest num_points a credit may carry in place of the activity's own points. */
  max_points_per_credit: z.number().int().min(0).max(MAX_POINTS_PER_CREDIT_LIMIT).default(100_000),
  /** The most points an operator with the support role may give or take in one adjustment at once (more waits for a manager's approval). */
  support_adjustment_limit: z.number().int().min(0).max(MAX_POINTS_PER_CREDIT_LIMIT).default(1_000),
  /**
   * An adjustment moving more points than this (either way) waits for a second operator's approval
   * (a manager or owner other than its requester) instead of applying at once; null: none waits
   * (a support adjustment over support_adjustment_limit still does).
   */
  adjustment_approval_threshold: z.number().int().min(1).max(MAX_POINTS_PER_CREDIT_LIMIT).nullable().default(10_000),
  /** A purchase return may take redeemable points below zero when the member already spent them; otherwise it records a shortfall. */
  returns_may_overdraw: z.boolean().default(false),
  expiry_policy: ExpiryPolicySchema.default({ type: 'none' }),
  /**
   * How many days before points expire the member is told (webhook event points.expiring), once
   * per member and due date, by the scheduled expiry job; null: members are not told.
   */
  expiry_notice_days: z.number().int().min(1).max(MAX_EXPIRY_NOTICE_DAYS).nullable().default(null),
  /**
   * Exports written every day by the scheduled daily export job (the day before's ledger and
   * redemptions, members and expiring points as they stand); null: none.
   */
  daily_exports: DailyExportsSchema.nullable().default(null),
  /** The program's time zone (IANA name): the console shows its dates there, and the audit CSV has a column in it. */
  time_zone: TimeZoneSchema.default('UTC'),
});

export type ClientSettings = z.infer<typeof ClientSettingsSchema>;
export type TierSettings = z.infer<typeof TierSettingsSchema>;
export type TierLevel = z.infer<typeof TierLevelSchema>;

export const DEFAULT_SETTINGS: ClientSettings = ClientSettingsSchema.parse({});

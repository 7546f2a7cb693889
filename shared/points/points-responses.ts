import * as z from 'zod';
import { type AnswerBodies, pagedBody } from '../support/answers.js';
import { StoredJson } from '../support/free-json.js';
import { ACTIVITY_CATEGORIES, ACTIVITY_CHANNELS, ACTIVITY_TYPES, FREQ_PERIODS } from './activity-input.js';
import { FORWARD_MONTHS, TRAILING_MONTHS } from './expiry-months.js';
import { SurveyQuestionSchema } from './survey-questions.js';

/**
 * What the points, activity, rank, stream and adjustment routes answer, as zod schemas: the API
 * description is generated from them and the integration tests hold every answer to them.
 */

const int = () => z.number().int();
/** The labels of an id table, as the closed set a name field answers. */
const labelsOf = (table: Record<number, string>) => z.enum(Object.values(table) as [string, ...string[]]);

/** Endpoint 4 (spec 2.4): the member's balances, latest ledger entries and fan level. */
export const PointsSummaryBody = z.object({
  id: int(),
  total_points: int(),
  redeemable_points: int(),
  num_points_purchased: int(),
  activities: z.array(z.object({ name: z.string(), num_points: int(), notes: z.string().nullable(), date_created: int() })),
  fan_level: z.string(),
});

/** A tier level in tier_info: bounds as numbers (Tiers V2) or as text (Tiers V1). */
export const TierLevelBody = z.object({
  title: z.string(),
  min_value: z.union([int(), z.string()]),
  max_value: z.union([int(), z.string()]).nullable(),
});

/** tier_info of the user update answer (spec 2.3); dates are ISO 8601 timestamps. */
export const TierInfoBody = z.object({
  current_level: TierLevelBody.nullable(),
  next_level: TierLevelBody.nullable(),
  levels_above: z.array(TierLevelBody),
  levels_below: z.array(TierLevelBody),
  date_assigned: z.string().nullable(),
  expiration_date: z.string().nullable(),
  reset_date: z.string().nullable(),
  score_needed_to_reach: int().nullable(),
  score_needed_to_maintain: int().nullable(),
  days_until_expiration_date: int().nullable(),
  days_until_reset_date: int().nullable(),
  is_maintenance_mode: z.boolean(),
  date_reached: z.string().nullable(),
  assigned_by_event: z.enum(['jump', 'maintain']),
  timeframe_score: int().nullable(),
  tier_score: int().nullable(),
});

/**
 * The extended activity of spec 2.11 (endpoints 12-14, GET /v2/activities/{activity_id}/extended;
 * the items of their paged forms). id is a string, as the hosted pages Activity Search and
 * Activities – Extended type it and GET /v2/activities answers it; the enumeration ids stay
 * integers, as spec 2.11 numbers them (docs/decisions.md).
 */
export const ExtendedActivityBody = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  num_points: int(),
  image: z.string().nullable(),
  category_id: int().nullable(),
  category_name: labelsOf(ACTIVITY_CATEGORIES).nullable(),
  type_id: int().nullable(),
  type_name: labelsOf(ACTIVITY_TYPES).nullable(),
  activity_channel_id: int().nullable(),
  activity_channel_name: labelsOf(ACTIVITY_CHANNELS).nullable(),
  freq_cap: int().nullable(),
  freq_period_id: int().nullable(),
  freq_period_name: z.enum(Object.values(FREQ_PERIODS).map((period) => period.name) as [string, ...string[]]).nullable(),
  freq_num_required_attempts: int().nullable(),
  redirect_url: z.string().nullable(),
  points_on_click: z.boolean(),
  action_tags: z.string().nullable(),
  extra_data: StoredJson,
  public_title: z.string().nullable(),
  public_description: z.string().nullable(),
});

/**
 * GET /v2/activities (hosted page Activities): the basic form of an active activity. Ids are
 * strings, as the page types them; the catalogue keeps no dates or tier gate for activities, so
 * date_start, date_end and min_tier_id are null and show_as_locked_by_tier is false.
 */
export const ActivityBody = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  num_points: int(),
  image: z.string().nullable(),
  category_id: z.string().nullable(),
  type_id: z.string().nullable(),
  extra_data: StoredJson,
  date_start: int().nullable(),
  date_end: int().nullable(),
  min_tier_id: int().nullable(),
  show_as_locked_by_tier: z.boolean(),
});

/** GET /v2/activities: the client's active activities, by id. */
export const ActivitiesBody = z.array(ActivityBody);

/** Endpoints 12 and 14: the activities a member (or anyone) can complete now. */
export const ExtendedActivitiesBody = z.array(ExtendedActivityBody);

/** Operator API: an activity of the catalogue, with what only the operator sees; its id is the number the operator's paths take. */
export const OperatorActivityBody = ExtendedActivityBody.extend({
  id: int(),
  is_active: z.boolean(),
  /** The segments whose members alone see it and are credited it; null: every member. */
  segment_ids: z.array(z.string()).nullable(),
  date_created: int(),
  date_last_updated: int(),
  /** survey: credited by a member's response, once (POST /v2.1/users/{user_id}/survey/{activity_id}/response). */
  kind: z.enum(['standard', 'survey']),
  questions: z.array(SurveyQuestionSchema).nullable(),
});

/** The hosted page "User Survey Submit": the response's credit. */
export const SurveySubmitResultBody = z.object({
  activity_id: int(),
  message: z.string(),
  points_awarded: int(),
  /** Members who have responded to the survey, this one included. */
});

/** Operator API: the client's whole catalogue, by id. */
export const OperatorActivitiesBody = z.array(OperatorActivityBody);

/** Endpoint 10 (spec 2.12): the member's ledger, newest first; extra_data only where the entry carries some. */
export const ActivityHistoryBody = z.array(
  z.object({
    activity_id: z.string().nullable(),
    date_created: int(),
    name: z.string(),
    num_points: int(),
    extra_data: StoredJson.optional(),
  }),
);

/**
 * Endpoint 11: the ledger joined with the catalogue; entries no activity made carry nulls in the
 * activity's fields, and the activity's own points and extra_data come as base_*.
 */
export const ExtendedActivityHistoryBody = z.array(
  ExtendedActivityBody.omit({ id: true }).extend({
    title: z.string().nullable(),
    description: z.string().nullable(),
    activity_id: z.string().nullable(),
    date_created: int(),
    base_num_points: z.string(),
    base_extra_data: StoredJson,
  }),
);

/** POST /v2/users/{user_id}/activities: whether the credit awarded points, and why not. */
export const CreditResultBody = z.object({
  awarded: z.boolean(),
  /** Everything the credit earned: the activity's own points and what earning rules added. */
  num_points: int(),
  reason: z.enum(['freq_cap_reached', 'more_attempts_required']).nullable(),
  /** The activity's own points. */
  base_points: int(),
  /** One ledger entry per earning rule that fired. */
  credits: z.array(z.object({ rule_id: z.string(), rule_version: int(), points: int(), entry_id: z.string() })),
  /** Active activity rules that gave nothing, with the reason. */
  skipped: z.array(z.object({ rule_id: z.string(), reason: z.string() })),
});

const Expirations = z.array(z.object({ points: int(), date_expires: int() }));
const PointsExpirationFields = { id: int(), redeemable_points: int(), expirations: Expirations };

/**
 * GET /v2/users/{user_id}/points_expiration: the member's points by when they expire, and the
 * hosted API's array for the policy: inactivity_points_expiration for an inactivity rule,
 * redemption_period_points_expiration for rolling and fixed (3 months before the current one,
 * the current one and 6 after it, oldest first: a month's points are those expiring as it ends).
 */
export const PointsExpirationBody = z.discriminatedUnion('expiry_policy', [
  z.object({ ...PointsExpirationFields, expiry_policy: z.literal('none') }),
  z.object({
    ...PointsExpirationFields,
    expiry_policy: z.enum(['rolling', 'fixed']),
    redemption_period_points_expiration: z
      .array(z.object({ expiration_date: z.string(), points_expired: int(), points_expiring: int() }))
      .length(TRAILING_MONTHS + 1 + FORWARD_MONTHS),
  }),
  z.object({
    ...PointsExpirationFields,
    expiry_policy: z.literal('inactivity'),
    inactivity_points_expiration: z.array(z.object({ last_qualified_date: z.string(), expiration_date: z.string(), points_expiring: int() })),
  }),
]);

const RankNeighbourBody = z.object({
  id: int(),
  username: z.string().nullable(),
  total_points: int(),
  network1_user_id: z.string().nullable(),
  rank: int(),
  weekly_rank: int().nullable(),
  monthly_rank: int().nullable(),
});

/** Endpoint 6: the member's ranks and the members just ahead and behind (at most one each). */
export const RankBody = z.object({
  total_registrations: z.string(),
  rank: int(),
  weekly_rank: int(),
  monthly_rank: int(),
  ahead: z.array(RankNeighbourBody),
  behind: z.array(RankNeighbourBody),
});

/** Endpoint 22 (spec 2.13): the program's newest earnings by members (an operator's adjustment is none); first_name only where the member shows it. */
export const StreamBody = z.object({
  count: int(),
  records: z.array(
    z.object({
      link_href: z.string().nullable(),
      activity_image: z.string(),
      activity_text: z.string(),
      id: int().nullable(),
      username: z.string(),
      first_name: z.string().optional(),
      display_first_name: z.boolean(),
      completed_time: int(),
      num_points: int(),
      content_link: z.string().nullable(),
      content_title: z.string().nullable(),
      content_description: z.string().nullable(),
      content_img: z.string().nullable(),
      display_name: z.string(),
    }),
  ),
});

/** Operator API: an audited points adjustment and the member's redeemable points after it. */
export const PointsAdjustmentBody = z.object({
  adjustment_id: z.string(),
  member_id: int(),
  points: int(),
  reason: z.string(),
  reference: z.string().nullable(),
  adjusted_by: z.string(),
  date_created: int(),
  ending_redeemable: int(),
  /** An adjustment answered or listed here has been applied (one over the approval threshold answers AdjustmentApproval until it is). */
  status: z.literal('applied'),
  /** Who approved it, when it waited for approval; null otherwise. */
  approved_by: z.string().nullable(),
});

/** Operator API: the member's adjustments, newest first. */
export const PointsAdjustmentsBody = z.array(PointsAdjustmentBody);

/** GET /admin/v1/clients/{client_id}/members/{member_id}/ledger: the member's points entries as stored, newest first. */
export const MemberLedgerBody = z.object({
  entries: z.array(
    z.object({
      entry_id: z.string(),
      /** What moved the points: activity, purchase, redemption, adjustment, expiry, import, ... */
      kind: z.string(),
      num_points: z.number(),
      counts_toward_total: z.boolean(),
      activity_id: z.string().nullable(),
      name: z.string(),
      /** The reason of an adjustment, the note of a credit. */
      notes: z.string().nullable(),
      date_created: z.number().int(),
      /** Balances right after the entry. */
      ending_total: z.number(),
      ending_redeemable: z.number(),
      /** The earning rule an entry of kind rule came from, and the rule's version then; null for other entries. */
      rule_id: z.string().nullable(),
      rule_version: z.number().int().nullable(),
    }),
  ),
  next_cursor: z.string().nullable(),
});

/** The answers the points and activity routes name in their contracts, by name. */
export const pointsAnswers = {
  Activities: ActivitiesBody,
  ActivityHistory: ActivityHistoryBody,
  CreditResult: CreditResultBody,
  ExtendedActivities: ExtendedActivitiesBody,
  ExtendedActivity: ExtendedActivityBody,
  ExtendedActivityHistory: ExtendedActivityHistoryBody,
  ExtendedActivityPage: pagedBody('activities', ExtendedActivityBody),
  MemberLedger: MemberLedgerBody,
  OperatorActivities: OperatorActivitiesBody,
  OperatorActivity: OperatorActivityBody,
  PointsAdjustment: PointsAdjustmentBody,
  PointsAdjustments: PointsAdjustmentsBody,
  PointsExpiration: PointsExpirationBody,
  PointsSummary: PointsSummaryBody,
  Rank: RankBody,
  Stream: StreamBody,
  SurveySubmitResult: SurveySubmitResultBody,
} satisfies AnswerBodies;

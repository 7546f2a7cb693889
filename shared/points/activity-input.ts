import * as z from 'zod';
import { distinctDigitIds } from '../support/id-lists.js';
import { FreeJson } from '../support/free-json.js';
import { SurveyQuestionsSchema } from './survey-questions.js';

/** The fields of an earnable activity (spec 2.11) and the tables their ids refer to. */

export const ACTIVITY_CATEGORIES: Record<number, string> = { 1: 'Share', 2: 'Socialize', 3: 'Interact', 4: 'Buy' };

export const ACTIVITY_TYPES: Record<number, string> = {
  1: 'Network1',
  2: 'Merchandise',
  3: 'Music',
  4: 'Tickets',
  5: 'Network2',
  6: 'Your Site',
  7: 'Check-In',
  8: 'Code Redemption',
};
export const CODE_REDEMPTION_TYPE_ID = 8;

export const FREQ_PERIODS: Record<number, { name: string; active: boolean }> = {
  1: { name: '24 Hours (Inactive)', active: false },
  2: { name: 'One Calendar Day', active: true },
  3: { name: 'Seven Calendar Days (Inactive)', active: false },
  4: { name: 'One Calendar Week', active: true },
  5: { name: 'Lifetime', active: true },
  6: { name: 'One Calendar Month', active: true },
  7: { name: 'One Calendar Year (Inactive)', active: false },
  8: { name: '365 Days (Inactive)', active: false },
  9: { name: '30 Days (Inactive)', active: false },
};

export const ACTIVITY_CHANNELS: Record<number, string> = {
  1: 'ad hoc points',
  2: 'code redemption cgp',
  3: 'code redemption other',
  4: 'content creation and share',
  5: 'content download',
  6: 'donation',
  7: 'email open or click',
  8: 'email sent from member via program',
  9: 'network1',
  10: 'network6',
  11: 'game played',
  12: 'network5',
  13: 'Mobile client app',
  14: 'Mobile partner app',
  15: 'Program login',
  16: 'Purchase merchandise',
  17: 'Purchase season ticket or subscription',
  18: 'Purchase ticket',
  19: 'Registration and profile',
  20: 'Reward redemption',
  21: 'Survey',
  22: 'Sweeps',
  23: 'network2',
  24: 'Web client site activity',
  25: 'Web other site activity',
  26: 'Web partner site activity',
};

const enumId = (table: Record<number, unknown>, label: string) =>
  z
    .number()
    .int()
    .refine((id) => id in table, { message: `unknown ${label}` });

/** What the operator sends to create or replace an activity. */
export const ActivityInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    title: z.string().trim().min(1).max(200),
    description: z.string().max(4000).default(''),
    /** What a credit awards; never negative (taking points away is not a credit). */
    num_points: z.number().int().min(0).max(1_000_000),
    image: z.url().max(2000).nullable().default(null),
    category_id: enumId(ACTIVITY_CATEGORIES, 'category_id').nullable().default(null),
    type_id: enumId(ACTIVITY_TYPES, 'type_id').nullable().default(null),
    activity_channel_id: enumId(ACTIVITY_CHANNELS, 'activity_channel_id').nullable().default(null),
    freq_cap: z.number().int().min(1).max(1_000_000).nullable().default(null),
    freq_period_id: enumId(FREQ_PERIODS, 'freq_period_id').nullable().default(null),
    freq_num_required_attempts: z.number().int().min(1).max(1000).nullable().default(null),
    redirect_url: z.string().max(2000).nullable().default(null),
    points_on_click: z.boolean().default(false),
    action_tags: z.string().max(4000).nullable().default(null),
    extra_data: FreeJson.nullable().default(null),
    public_title: z.string().max(200).nullable().default(null),
    public_description: z.string().max(4000).nullable().default(null),
    /** Inactive activities cannot be credited and are not listed to members. */
    is_active: z.boolean().default(true),
    /** Only members of one of these segments see it and may be credited it (null: every member). */
    segment_ids: distinctDigitIds('segment').nullable().default(null),
    /** A survey is credited by a member's response (survey-submission.ts), once per member; left out, a plain activity. */
    kind: z.enum(['standard', 'survey']).optional(),
    /** The questions of a survey; only a survey takes them. */
    questions: SurveyQuestionsSchema.optional(),
  })
  .strict()
  .refine((input) => (input.kind === 'survey') === (input.questions !== undefined), {
    message: 'a survey (kind survey) needs questions; other activities take none',
    path: ['questions'],
  })
  .refine((input) => input.kind !== 'survey' || (input.freq_cap === null && input.freq_num_required_attempts === null), {
    message: 'a survey is credited once per member: it takes no freq_cap or freq_num_required_attempts',
    path: ['kind'],
  });
export type ActivityInput = z.infer<typeof ActivityInputSchema>;

export interface Activity extends ActivityInput {
  id: number;
  client_id: string;
  date_created: number;
  date_last_updated: number;
}

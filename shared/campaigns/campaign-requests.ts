import * as z from 'zod';
import { ClientPath } from '../programs/client-requests.js';
import { AnswersSchema, Flag, QuestionsInputSchema } from './campaign-questions.js';

/**
 * What requests about code redemption campaigns send: the campaign an app looks up, a submitted
 * code, and the operator's campaigns and codes. Schemas only, so a route's contract loads them
 * without the campaign repositories.
 */

/** Query of GET /v2/code_redemption_campaign (spec 4.7): the campaign by its activity id (1) or its own id (2). */
export const CampaignLookupQuery = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64),
  id_type: z.enum(['1', '2'], { error: 'id_type must be 1 (activity id) or 2 (campaign id)' }),
});

/** What the operator sends to create or replace a campaign. */
export const CampaignInputSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(4000).default(''),
    code_field_name: z.string().trim().min(1).max(100),
    date_start: z.number().int().min(0),
    date_end: z.number().int().min(0),
    enable_email: Flag,
    enable_verify_checkbox: Flag,
    /** 0 switches the campaign off: it keeps its codes and answers, and takes no code until switched on. */
    is_enabled: z.literal([0, 1]).default(1),
    image: z.url().max(2000),
    enable_tos: Flag,
    tos_text: z.string().max(20_000).nullable().default(null),
    tos_link_url: z.url().max(2000).nullable().default(null),
    questions: QuestionsInputSchema,
    /** Points one valid code earns. */
    num_points: z.number().int().min(0).max(1_000_000),
    /** Codes one member may redeem in this campaign; null for no limit. */
    redemption_limit: z.number().int().min(1).max(1_000_000).nullable().default(1),
  })
  .strict()
  .refine((input) => input.date_end >= input.date_start, { message: 'date_end must not be before date_start', path: ['date_end'] });

export type CampaignInput = z.infer<typeof CampaignInputSchema>;

/** Body of POST .../code_redemption_campaigns/{campaign_id}/codes. */
export const AddCodesSchema = z
  .object({
    codes: z.array(z.string().trim().min(1).max(100)).min(1).max(1000),
    single_use: z.boolean(),
  })
  .strict();

/** Path of the operator's campaign routes. */
export const CampaignPath = ClientPath.extend({ campaign_id: z.string().min(1).max(64) });

export const CampaignCodePath = CampaignPath.extend({ code: z.string().trim().min(1).max(100) });

/** The hosted page User Code Submit's words for an empty (or missing) code. */
const EMPTY_CODE = 'Field value is empty. Value of field code_value must not be empty';

/** Body of 4.7. user_id and campaign_id are checked by the domain: missing ones are param_error there. */
export const SubmitCodeBody = z.object({
  user_id: z.union([z.string().trim().max(254), z.number()]).optional(),
  campaign_id: z.union([z.string().trim().max(64), z.number().int()]).optional(),
  code_value: z
    .union([z.string().max(1000), z.number()], { error: (issue) => (issue.input === undefined ? EMPTY_CODE : undefined) })
    .transform(String)
    .refine((code) => code.trim() !== '', EMPTY_CODE),
  questions_answers: AnswersSchema.optional(),
  /** The spec's sample names the answers `question`. */
  question: AnswersSchema.optional(),
});

export type SubmitCodeInput = z.infer<typeof SubmitCodeBody>;

import * as z from 'zod';
import type { AnswerBodies } from '../support/answers.js';

/**
 * What the code redemption campaign routes answer, members' and the operator's, as zod schemas:
 * the API description is generated from them and the integration tests hold every answer to them.
 */

const Flag = z.literal([0, 1]);

/** A campaign question (spec 2.15): 1 text field, 2 drop-down (with options), 3 text area, 4 date, 5 checkbox. */
export const CampaignQuestionBody = z.object({
  id: z.string(),
  is_required: Flag,
  title: z.string(),
  type: z.literal([1, 2, 3, 4, 5]),
  options: z.array(z.object({ id: z.string(), value: z.string() })),
});

/** Endpoint 17 (spec 4.7): the campaign object of spec 2.15, plus the campaign_id the submit endpoint takes. */
export const CampaignBody = z.object({
  /** The backing activity's id: the campaign's public id. */
  id: z.string(),
  campaign_id: z.string(),
  title: z.string(),
  description: z.string(),
  code_field_name: z.string(),
  date_start: z.number().int(),
  date_end: z.number().int(),
  enable_email: Flag,
  enable_verify_checkbox: Flag,
  /** 1 while the campaign takes codes, 0 once the operator has switched it off (hosted page Code Redemption Campaign Details). */
  is_enabled: Flag,
  image: z.string(),
  enable_tos: Flag,
  /** null unless enable_tos (members' view); as stored in the operator's view. */
  tos_text: z.string().nullable(),
  tos_link_url: z.string().nullable(),
  questions: z.array(CampaignQuestionBody),
});

/** Endpoint 18 (spec 4.7): the points the code earned. */
export const SubmittedCodeBody = z.object({ num_points: z.number().int() });

/** The operator's campaign routes (create, read, list, replace): everything stored, with points, limit and the backing activity. */
export const AdminCampaignBody = CampaignBody.extend({
  activity_id: z.string(),
  activity_name: z.string(),
  num_points: z.number().int(),
  /** Codes one member may redeem; null for no limit. */
  redemption_limit: z.number().int().nullable(),
  date_created: z.number().int(),
  date_last_updated: z.number().int(),
});

/** GET /admin/v1/clients/{client_id}/code_redemption_campaigns: every campaign of the client. */
export const AdminCampaignListBody = z.array(AdminCampaignBody);

/** POST .../code_redemption_campaigns/{campaign_id}/codes: how many codes were added, and those the campaign already had. */
export const AddedCodesBody = z.object({ campaign_id: z.string(), added: z.number().int(), already_present: z.array(z.string()) });

/** GET .../code_redemption_campaigns/{campaign_id}/codes/{code}: one code, and for a used single-use code who used it and when. */
export const CampaignCodeBody = z.object({
  code: z.string(),
  single_use: z.boolean(),
  used: z.boolean(),
  used_by: z.number().int().nullable(),
  date_used: z.number().int().nullable(),
  date_created: z.number().int().nullable(),
});

/** The answers the campaign routes name in their contracts, by name. */
export const campaignAnswers = {
  AddedCodes: AddedCodesBody,
  AdminCampaign: AdminCampaignBody,
  AdminCampaignList: AdminCampaignListBody,
  Campaign: CampaignBody,
  CampaignCode: CampaignCodeBody,
  SubmittedCode: SubmittedCodeBody,
} satisfies AnswerBodies;

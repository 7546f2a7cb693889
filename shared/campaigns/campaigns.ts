import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import {
  deleteUnusedCode,
  getCampaign,
  getCampaignIdByActivity,
  getCode,
  listCampaigns,
  putCodeIfAbsent,
  putExistingCampaign,
  putNewCampaign,
  type CampaignCode,
  type CampaignRecord,
} from './campaign-repository.js';
import { inputError, notFound, paramError } from '../errors.js';
import { questionsWithIds } from './campaign-questions.js';
import { CODE_REDEMPTION_TYPE_ID, createActivity, replaceActivity, type ActivityInput } from '../points/index.js';
import { readClient } from '../programs/index.js';
import { nowSeconds } from '../support/clock.js';
import type { AddedCodesBody, AdminCampaignBody, CampaignBody, CampaignCodeBody } from './campaign-responses.js';
import type { CampaignInput, AddCodesSchema } from './campaign-requests.js';

export type { CampaignRecord } from './campaign-repository.js';

/**
 * Code redemption campaigns (spec 2.15, 4.7). Each campaign is backed by an activity of type
 * Code Redemption, created and kept in step with the campaign, so credited codes appear in the
 * member's activity history and the stream under the campaign's name.
 */

/** Codes are typed by people: compared without surrounding spaces and case-insensitively. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Campaign ids sit above the activity id range, so a campaign id never reads as an activity id. */
const mintCampaignId = (): string => String(randomInt(2 ** 31, 2 ** 47));

function backingActivity(input: CampaignInput): ActivityInput {
  return {
    name: input.title,
    title: input.title,
    description: input.description,
    num_points: input.num_points,
    image: input.image,
    category_id: 3,
    type_id: CODE_REDEMPTION_TYPE_ID,
    activity_channel_id: 3,
    freq_cap: null,
    freq_period_id: null,
    freq_num_required_attempts: null,
    redirect_url: null,
    points_on_click: false,
    action_tags: null,
    extra_data: null,
    public_title: input.title,
    public_description: input.description || null,
    is_active: true,
    segment_ids: null,
  };
}

function campaignFields(input: CampaignInput) {
  const { questions: _questions, ...fields } = input;
  return { ...fields, tos_text: fields.tos_text ?? null, tos_link_url: fields.tos_link_url ?? null };
}

export async function createCampaign(clientId: string, input: CampaignInput): Promise<CampaignRecord> {
  await readClient(clientId);
  const activity = await createActivity(clientId, backingActivity(input));
  const now = nowSeconds();
  const campaign: CampaignRecord = {
    ...campaignFields(input),
    client_id: clientId,
    campaign_id: mintCampaignId(),
    activity_id: activity.id,
    activity_name: activity.name,
    questions: questionsWithIds(input.questions),
    date_created: now,
    date_last_updated: now,
  };
  await putNewCampaign(campaign);
  return campaign;
}

export async function replaceCampaign(clientId: string, campaignId: string, input: CampaignInput): Promise<CampaignRecord> {
  const existing = await readCampaign(clientId, campaignId);
  const activity = await replaceActivity(clientId, existing.activity_id, backingActivity(input));
  const campaign: CampaignRecord = {
    ...existing,
    ...campaignFields(input),
    activity_name: activity.name,
    questions: questionsWithIds(input.questions, existing.questions),
    date_last_updated: nowSeconds(),
  };
  await putExistingCampaign(campaign);
  return campaign;
}

/** Operator read: not_found for an unknown client or campaign. */
export async function readCampaign(clientId: string, campaignId: string): Promise<CampaignRecord> {
  const campaign = await getCampaign(clientId, campaignId);
  if (campaign) return campaign;
  await readClient(clientId);
  throw notFound('campaign does not exist');
}

export async function readCampaigns(clientId: string): Promise<CampaignRecord[]> {
  await readClient(clientId);
  return listCampaigns(clientId);
}

/** Adds codes to a campaign; codes it already has are reported and left as they are. */
export async function addCodes(clientId: string, campaignId: string, input: z.infer<typeof AddCodesSchema>): Promise<z.infer<typeof AddedCodesBody>> {
  await readCampaign(clientId, campaignId);
  const codes = [...new Set(input.codes.map(normaliseCode))];
  const now = nowSeconds();
  const alreadyPresent: string[] = [];
  const PARALLEL_WRITES = 16;
  for (let start = 0; start < codes.length; start += PARALLEL_WRITES) {
    const batch = codes.slice(start, start + PARALLEL_WRITES);
    const stored = await Promise.all(batch.map((code) => putCodeIfAbsent(clientId, campaignId, { code, single_use: input.single_use }, now)));
    batch.forEach((code, index) => {
      if (!stored[index]) alreadyPresent.push(code);
    });
  }
  return { campaign_id: campaignId, added: codes.length - alreadyPresent.length, already_present: alreadyPresent };
}

/** One code as the operator sees it: for a single-use code, whether and by whom it was used. */
function codeView(code: CampaignCode): z.infer<typeof CampaignCodeBody> {
  return {
    code: code.code,
    single_use: code.single_use,
    used: code.used_by !== undefined,
    used_by: code.used_by ?? null,
    date_used: code.date_used ?? null,
    date_created: code.date_created ?? null,
  };
}

const noCode = () => notFound('code does not exist');

/** A campaign's code, looked up as members submit it (trimmed, case-insensitive). */
export async function readCampaignCode(clientId: string, campaignId: string, code: string) {
  // The code's key names its campaign, so both reads go out together.
  const [, stored] = await Promise.all([readCampaign(clientId, campaignId), getCode(clientId, campaignId, normaliseCode(code))]);
  if (!stored) throw noCode();
  return codeView(stored);
}

/**
 * Withdraws a code members have not used: later submissions of it fail as unknown codes. A used
 * single-use code stays, with its redemption, and is refused with input_error.
 */
export async function deleteCampaignCode(clientId: string, campaignId: string, code: string): Promise<void> {
  await readCampaign(clientId, campaignId);
  const normalised = normaliseCode(code);
  if (await deleteUnusedCode(clientId, campaignId, normalised)) return;
  if (await getCode(clientId, campaignId, normalised)) throw inputError('the code has been used: it stays with its redemption');
  throw noCode();
}

export const CAMPAIGN_ID_TYPES = { activity: '1', campaign: '2' } as const;

/**
 * Resolves a campaign by its activity id or its campaign id, each in at most two reads.
 * Unknown ids answer param_error (spec 4.7).
 */
export async function findCampaign(clientId: string, id: string, idType: '1' | '2'): Promise<CampaignRecord> {
  const campaignId = idType === CAMPAIGN_ID_TYPES.campaign ? id : await getCampaignIdByActivity(clientId, id);
  const campaign = campaignId === undefined ? undefined : await getCampaign(clientId, campaignId);
  if (!campaign) throw paramError('campaign does not exist');
  return campaign;
}

/** The submit endpoint's campaign_id: a campaign id, or the campaign's public (activity) id. */
export async function findCampaignForSubmit(clientId: string, id: string): Promise<CampaignRecord> {
  const byCampaignId = await getCampaign(clientId, id);
  return byCampaignId ?? findCampaign(clientId, id, CAMPAIGN_ID_TYPES.activity);
}

/** The campaign object of spec 2.15, plus campaign_id, the id the submit endpoint takes. */
export function campaignView(campaign: CampaignRecord): z.infer<typeof CampaignBody> {
  return {
    id: String(campaign.activity_id),
    campaign_id: campaign.campaign_id,
    title: campaign.title,
    description: campaign.description,
    code_field_name: campaign.code_field_name,
    date_start: campaign.date_start,
    date_end: campaign.date_end,
    enable_email: campaign.enable_email,
    enable_verify_checkbox: campaign.enable_verify_checkbox,
    is_enabled: campaign.is_enabled,
    image: campaign.image,
    enable_tos: campaign.enable_tos,
    tos_text: campaign.enable_tos ? campaign.tos_text : null,
    tos_link_url: campaign.enable_tos ? campaign.tos_link_url : null,
    questions: campaign.questions,
  };
}

/** The operator's view: everything stored, including points, limit and the backing activity. */
export function adminCampaignView(campaign: CampaignRecord): z.infer<typeof AdminCampaignBody> {
  const { client_id: _client, ...rest } = campaign;
  return { ...campaignView(campaign), ...rest, activity_id: String(campaign.activity_id) };
}

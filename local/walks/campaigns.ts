import { nowSeconds } from '../../shared/support/clock.js';
import { ADMIN_HEADERS, call } from './api.js';

/** Operator calls that set up code redemption campaigns for a test client. */

const DAY = 86_400;

/** A campaign open from yesterday for 30 days, 50 points a code, at most 3 codes a member; overrides replace fields. */
export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bottle cap codes',
    description: 'Enter the code printed under the cap',
    code_field_name: 'Cap code',
    date_start: nowSeconds() - DAY,
    date_end: nowSeconds() + 30 * DAY,
    image: 'https://example.com/cap.png',
    num_points: 50,
    redemption_limit: 3,
    questions: [],
    ...overrides,
  };
}

export const campaignsPath = (clientId: string) => `/admin/v1/clients/${clientId}/code_redemption_campaigns`;

export async function createCampaign(clientId: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', campaignsPath(clientId), { body: campaignBody(overrides), headers: ADMIN_HEADERS });
  if (res.status !== 201) throw new Error(`campaign creation failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const addCampaignCodes = (clientId: string, campaignId: string, codes: string[], singleUse: boolean) =>
  call('POST', `${campaignsPath(clientId)}/${campaignId}/codes`, { body: { codes, single_use: singleUse }, headers: ADMIN_HEADERS });

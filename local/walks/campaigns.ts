import { campaignBody } from '../../walk-kit/campaign-body.js';
import { ADMIN_HEADERS, call } from './api.js';

export { campaignBody } from '../../walk-kit/campaign-body.js';

/** Operator calls that set up code redemption campaigns for a test client. */

export const campaignsPath = (clientId: string) => `/admin/v1/clients/${clientId}/code_redemption_campaigns`;

export async function createCampaign(clientId: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', campaignsPath(clientId), { body: campaignBody(overrides), headers: ADMIN_HEADERS });
  if (res.status !== 201) throw new Error(`campaign creation failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const addCampaignCodes = (clientId: string, campaignId: string, codes: string[], singleUse: boolean) =>
  call('POST', `${campaignsPath(clientId)}/${campaignId}/codes`, { body: { codes, single_use: singleUse }, headers: ADMIN_HEADERS });

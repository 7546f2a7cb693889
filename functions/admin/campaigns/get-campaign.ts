import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetCampaignRoute } from './get-campaign.contract.js';
import { adminCampaignView, readCampaign } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminGetCampaignRoute).handler(async ({ path }) =>
  ok(adminCampaignView(await readCampaign(path.client_id, path.campaign_id))),
);

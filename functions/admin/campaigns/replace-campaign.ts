import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminReplaceCampaignRoute } from './replace-campaign.contract.js';
import { adminCampaignView, replaceCampaign } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminReplaceCampaignRoute).handler(async ({ path, body }) =>
  ok(adminCampaignView(await replaceCampaign(path.client_id, path.campaign_id, body))),
);

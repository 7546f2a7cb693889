import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCreateCampaignRoute } from './create-campaign.contract.js';
import { adminCampaignView, createCampaign } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminCreateCampaignRoute).handler(async ({ path, body }) =>
  created(adminCampaignView(await createCampaign(path.client_id, body))),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, CampaignInputSchema, replaceCampaign, CampaignPath } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignPath, body: CampaignInputSchema }).handler(async ({ path, body }) =>
  ok(adminCampaignView(await replaceCampaign(path.client_id, path.campaign_id, body))),
);

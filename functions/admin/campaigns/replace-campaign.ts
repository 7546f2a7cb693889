import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, CampaignInputSchema, replaceCampaign, CampaignPath } from '../../../shared/campaigns/campaigns.js';
import { AdminCampaignBody } from '../../../shared/campaigns/campaign-responses.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignPath, body: CampaignInputSchema, responses: { 200: AdminCampaignBody }, errors: ['not_found'] }).handler(async ({ path, body }) =>
  ok(adminCampaignView(await replaceCampaign(path.client_id, path.campaign_id, body))),
);

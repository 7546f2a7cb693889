import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCampaignView, CampaignInputSchema, createCampaign, CampaignClientPath } from '../../../shared/campaigns/campaigns.js';
import { AdminCampaignBody } from '../../../shared/campaigns/campaign-responses.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignClientPath, body: CampaignInputSchema, responses: { 201: AdminCampaignBody }, errors: ['not_found'] }).handler(async ({ path, body }) =>
  created(adminCampaignView(await createCampaign(path.client_id, body))),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, readCampaigns, CampaignClientPath } from '../../../shared/campaigns/campaigns.js';
import { AdminCampaignListBody } from '../../../shared/campaigns/campaign-responses.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignClientPath, responses: { 200: AdminCampaignListBody }, errors: ['not_found'] }).handler(async ({ path }) =>
  ok((await readCampaigns(path.client_id)).map(adminCampaignView)),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, readCampaigns, CampaignClientPath } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignClientPath }).handler(async ({ path }) =>
  ok((await readCampaigns(path.client_id)).map(adminCampaignView)),
);

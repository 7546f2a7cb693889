import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, readCampaign, CampaignPath } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignPath }).handler(async ({ path }) =>
  ok(adminCampaignView(await readCampaign(path.client_id, path.campaign_id))),
);

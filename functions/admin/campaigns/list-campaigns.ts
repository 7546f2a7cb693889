import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminListCampaignsRoute } from './list-campaigns.contract.js';
import { adminCampaignView, readCampaigns } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminListCampaignsRoute).handler(async ({ path }) => ok((await readCampaigns(path.client_id)).map(adminCampaignView)));

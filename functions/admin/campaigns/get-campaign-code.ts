import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminGetCampaignCodeRoute } from './get-campaign-code.contract.js';
import { readCampaignCode } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminGetCampaignCodeRoute).handler(async ({ path }) =>
  ok(await readCampaignCode(path.client_id, path.campaign_id, path.code)),
);

import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { getCodeRedemptionCampaignRoute } from './get-code-redemption-campaign.contract.js';
import { campaignView, findCampaign } from '../../shared/campaigns/campaigns.js';

export const handler = apiHandler(getCodeRedemptionCampaignRoute).handler(async ({ client, query }) =>
  ok(campaignView(await findCampaign(client.clientId, query.id, query.id_type))),
);

import { apiHandler } from '../../../shared/http/api-handler.js';
import { noContent } from '../../../shared/http/response.js';
import { adminDeleteCampaignCodeRoute } from './delete-campaign-code.contract.js';
import { deleteCampaignCode } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminDeleteCampaignCodeRoute).handler(async ({ path }) => {
  await deleteCampaignCode(path.client_id, path.campaign_id, path.code);
  return noContent();
});

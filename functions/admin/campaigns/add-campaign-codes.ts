import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminAddCampaignCodesRoute } from './add-campaign-codes.contract.js';
import { addCodes } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler(adminAddCampaignCodesRoute).handler(async ({ path, body }) => ok(await addCodes(path.client_id, path.campaign_id, body)));

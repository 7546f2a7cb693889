import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { CampaignCodePath, readCampaignCode } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignCodePath }).handler(async ({ path }) =>
  ok(await readCampaignCode(path.client_id, path.campaign_id, path.code)),
);

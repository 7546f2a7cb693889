import { ClientPath } from '../../../shared/clients/clients.js';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { adminCampaignView, readCampaigns } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath }).handler(async ({ path }) =>
  ok((await readCampaigns(path.client_id)).map(adminCampaignView)),
);

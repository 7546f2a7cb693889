import { ClientPath } from '../../../shared/clients/clients.js';
import { apiHandler } from '../../../shared/http/api-handler.js';
import { created } from '../../../shared/http/response.js';
import { adminCampaignView, CampaignInputSchema, createCampaign } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: ClientPath, body: CampaignInputSchema }).handler(async ({ path, body }) =>
  created(adminCampaignView(await createCampaign(path.client_id, body))),
);

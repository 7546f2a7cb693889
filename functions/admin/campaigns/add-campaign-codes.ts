import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { AddCodesSchema, addCodes, CampaignPath } from '../../../shared/campaigns/campaigns.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignPath, body: AddCodesSchema }).handler(async ({ path, body }) =>
  ok(await addCodes(path.client_id, path.campaign_id, body)),
);

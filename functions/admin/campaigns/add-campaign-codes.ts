import { apiHandler } from '../../../shared/http/api-handler.js';
import { ok } from '../../../shared/http/response.js';
import { AddCodesSchema, addCodes, CampaignPath } from '../../../shared/campaigns/campaigns.js';
import { AddedCodesBody } from '../../../shared/campaigns/campaign-responses.js';

export const handler = apiHandler({ auth: 'admin', path: CampaignPath, body: AddCodesSchema, responses: { 200: AddedCodesBody }, errors: ['not_found'] }).handler(async ({ path, body }) =>
  ok(await addCodes(path.client_id, path.campaign_id, body)),
);

import * as z from 'zod';
import { apiHandler } from '../../shared/http/api-handler.js';
import { ok } from '../../shared/http/response.js';
import { campaignView, findCampaign } from '../../shared/campaigns/campaigns.js';

const Query = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64),
  id_type: z.enum(['1', '2'], { error: 'id_type must be 1 (activity id) or 2 (campaign id)' }),
});

export const handler = apiHandler({ query: Query }).handler(async ({ client, query }) =>
  ok(campaignView(await findCampaign(client.clientId, query.id, query.id_type))),
);

import { routeContract } from '../../../shared/http/route-contract.js';
import { CampaignInputSchema, CampaignPath } from '../../../shared/campaigns/campaign-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminReplaceCampaignRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}',
  name: 'AdminReplaceCampaign',
  handler: 'functions/admin/campaigns/replace-campaign.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: CampaignPath,
  body: CampaignInputSchema,
  answers: { 200: 'AdminCampaign' },
});

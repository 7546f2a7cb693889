import { routeContract } from '../../../shared/http/route-contract.js';
import { CampaignPath } from '../../../shared/campaigns/campaign-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetCampaignRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}',
  name: 'AdminGetCampaign',
  handler: 'functions/admin/campaigns/get-campaign.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: CampaignPath,
  answers: { 200: 'AdminCampaign' },
});

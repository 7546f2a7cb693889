import { routeContract } from '../../../shared/http/route-contract.js';
import { CampaignCodePath } from '../../../shared/campaigns/campaign-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminGetCampaignCodeRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}',
  name: 'AdminGetCampaignCode',
  handler: 'functions/admin/campaigns/get-campaign-code.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: CampaignCodePath,
  answers: { 200: 'CampaignCode' },
});

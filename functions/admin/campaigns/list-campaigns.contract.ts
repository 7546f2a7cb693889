import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/clients/client-requests.js';

export const adminListCampaignsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns',
  name: 'AdminListCampaigns',
  handler: 'functions/admin/campaigns/list-campaigns.ts',
  access: 'read',
  auth: 'admin',
  params: ClientPath,
  answers: { 200: 'AdminCampaignList' },
});

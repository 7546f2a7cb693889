import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListCampaignsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns',
  name: 'AdminListCampaigns',
  handler: 'functions/admin/campaigns/list-campaigns.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  answers: { 200: 'AdminCampaignList' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { CampaignCodePath } from '../../../shared/campaigns/campaign-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminDeleteCampaignCodeRoute = routeContract({
  method: 'DELETE',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes/{code}',
  name: 'AdminDeleteCampaignCode',
  handler: 'functions/admin/campaigns/delete-campaign-code.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: CampaignCodePath,
  answers: { 204: null },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { CampaignInputSchema } from '../../../shared/campaigns/campaign-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminCreateCampaignRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns',
  name: 'AdminCreateCampaign',
  handler: 'functions/admin/campaigns/create-campaign.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: ClientPath,
  body: CampaignInputSchema,
  answers: { 201: 'AdminCampaign' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { AddCodesSchema, CampaignPath } from '../../../shared/campaigns/campaign-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

export const adminAddCampaignCodesRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}/codes',
  name: 'AdminAddCampaignCodes',
  handler: 'functions/admin/campaigns/add-campaign-codes.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: CampaignPath,
  body: AddCodesSchema,
  answers: { 200: 'AddedCodes' },
});

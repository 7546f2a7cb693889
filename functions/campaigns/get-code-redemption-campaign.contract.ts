import { routeContract } from '../../shared/http/route-contract.js';
import { CampaignLookupQuery } from '../../shared/campaigns/campaign-requests.js';

export const getCodeRedemptionCampaignRoute = routeContract({
  method: 'GET',
  path: '/v2/code_redemption_campaign',
  name: 'GetCodeRedemptionCampaign',
  handler: 'functions/campaigns/get-code-redemption-campaign.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: CampaignLookupQuery,
  answers: { 200: 'Campaign' },
});

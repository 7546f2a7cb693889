import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { SubmitCodeBody } from '../../shared/campaigns/campaign-requests.js';

export const submitCampaignCodeRoute = routeContract({
  method: 'POST',
  path: '/v2/code_redemption_campaign/submit',
  name: 'SubmitCampaignCode',
  handler: 'functions/campaigns/submit-code.ts',
  access: 'write',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: SubmitCodeBody,
  idempotent: true,
  answers: { 200: 'SubmittedCode' },
  errors: ['page_not_found', 'questions_required', 'invalid_code', 'limit_reached'],
});

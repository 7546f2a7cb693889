import { routeContract } from '../../shared/http/route-contract.js';
import { CreditActivityBody } from '../../shared/points/points-requests.js';

export const creditUserActivityRoute = routeContract({
  method: 'POST',
  path: '/v2/users/{user_id}/activities',
  name: 'CreditUserActivity',
  handler: 'functions/users/credit-user-activity.ts',
  access: 'write',
  auth: 'api_key',
  body: CreditActivityBody,
  member: { notFound: 'page_not_found' },
  idempotent: true,
  answers: { 200: 'CreditResult' },
});

import { routeContract } from '../../shared/http/route-contract.js';

export const getRedemptionHistoryRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/redemption_history',
  name: 'GetRedemptionHistory',
  handler: 'functions/users/get-redemption-history.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  member: { notFound: 'page_not_found' },
  answers: { 200: 'RedemptionRecordList' },
  errors: ['no_redemptions'],
});

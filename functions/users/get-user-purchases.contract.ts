import { routeContract } from '../../shared/http/route-contract.js';
import { PageParams } from '../../shared/http/paging.js';
import { PurchaseHistoryQuery } from '../../shared/purchases/purchase-requests.js';

/** GET /v2/users/{user_id}/purchases and GET /users/{user_id}/purchases (the hosted User Purchase History, answered in its form): newest first, 10 a page at most. */
export const getUserPurchasesRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/purchases',
  name: 'GetUserPurchases',
  handler: 'functions/users/get-user-purchases.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  query: PurchaseHistoryQuery.extend(PageParams),
  member: { notFound: 'page_not_found' },
  answers: { 200: 'PurchaseHistoryPage' },
  also: [{ path: '/users/{user_id}/purchases', name: 'GetUserPurchasesHosted' }],
});

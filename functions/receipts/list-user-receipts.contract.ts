import { PageQuery } from '../../shared/http/paging.js';
import { routeContract } from '../../shared/http/route-contract.js';

/** GET /v2/users/{user_id}/receipts: the member's submissions, newest first, 10 a page by default and 25 at most. */
export const listUserReceiptsRoute = routeContract({
  method: 'GET',
  path: '/v2/users/{user_id}/receipts',
  name: 'ListUserReceipts',
  handler: 'functions/receipts/list-user-receipts.ts',
  access: 'read',
  auth: 'api_key',
  memberToken: true,
  files: 'receipt-view',
  query: PageQuery,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  answers: { 200: 'SubmittedReceiptPage' },
});

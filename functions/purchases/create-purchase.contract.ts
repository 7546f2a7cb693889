import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { PurchaseBody } from '../../shared/purchases/purchase-requests.js';

export const createPurchaseRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases',
  name: 'CreatePurchase',
  handler: 'functions/purchases/create-purchase.ts',
  access: 'write',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: PurchaseBody,
  idempotent: true,
  answers: { 200: 'PurchaseCreated' },
});

import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { PurchaseForms } from '../../shared/purchases/purchase-forms.js';

/** POST /v2/purchases (spec 4.8, endpoint 21) and POST /purchase (the hosted Purchase): either form of the body, answered in the form sent. */
export const createPurchaseRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases',
  name: 'CreatePurchase',
  handler: 'functions/purchases/create-purchase.ts',
  access: 'write',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: PurchaseForms,
  idempotent: true,
  answers: { 200: 'PurchaseCreated' },
  also: [{ path: '/purchase', name: 'CreatePurchaseHosted' }],
});

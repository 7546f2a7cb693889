import { routeContract } from '../../shared/http/route-contract.js';
import { ReturnForms } from '../../shared/purchases/purchase-forms.js';

/** POST /v2/purchases/return and POST /return (the hosted Return): either form of the body, answered in the form sent. */
export const returnPurchaseRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases/return',
  name: 'ReturnPurchase',
  handler: 'functions/purchases/return-purchase.ts',
  access: 'write',
  auth: 'api_key',
  body: ReturnForms,
  idempotent: true,
  answers: { 200: 'PurchaseReturn' },
  also: [{ path: '/return', name: 'ReturnPurchaseHosted' }],
});

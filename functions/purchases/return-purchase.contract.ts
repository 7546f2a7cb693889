import { routeContract } from '../../shared/http/route-contract.js';
import { ReturnBody } from '../../shared/purchases/purchase-requests.js';

export const returnPurchaseRoute = routeContract({
  method: 'POST',
  path: '/v2/purchases/return',
  name: 'ReturnPurchase',
  handler: 'functions/purchases/return-purchase.ts',
  access: 'write',
  auth: 'api_key',
  body: ReturnBody,
  idempotent: true,
  answers: { 200: 'PurchaseReturn' },
});

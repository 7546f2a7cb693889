import { routeContract } from '../../shared/http/route-contract.js';
import { ReceiptParams } from '../../shared/purchases/purchase-requests.js';

/** GET /v2/purchases/{receipt_id} (the hosted Purchase Detail): the purchase, its lines and its returns. */
export const getPurchaseRoute = routeContract({
  method: 'GET',
  path: '/v2/purchases/{receipt_id}',
  name: 'GetPurchase',
  handler: 'functions/purchases/get-purchase.ts',
  access: 'read',
  auth: 'api_key',
  params: ReceiptParams,
  answers: { 200: 'PurchaseDetail' },
  errors: ['not_found'],
});

import { routeContract } from '../../shared/http/route-contract.js';
import { PurchaseDetailParams, PurchaseDetailQuery } from '../../shared/purchases/purchase-forms.js';

/**
 * GET /v2/purchases/{receipt_id} and GET /purchase/{purchase_id} (the hosted Purchase Detail, answered in
 * its form): the purchase, its lines and its returns, named by receipt id or, with purchase_id_type=order_id, order id.
 */
export const getPurchaseRoute = routeContract({
  method: 'GET',
  path: '/v2/purchases/{receipt_id}',
  name: 'GetPurchase',
  handler: 'functions/purchases/get-purchase.ts',
  access: 'read',
  auth: 'api_key',
  params: PurchaseDetailParams,
  query: PurchaseDetailQuery,
  answers: { 200: 'PurchaseDetail' },
  errors: ['not_found'],
  also: [{ path: '/purchase/{purchase_id}', name: 'GetPurchaseHosted' }],
});

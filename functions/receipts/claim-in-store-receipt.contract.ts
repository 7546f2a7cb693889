import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { InStoreClaimBody } from '../../shared/purchases/purchase-requests.js';

export const claimInStoreReceiptRoute = routeContract({
  method: 'POST',
  path: '/v2/claim_receipt/in_store',
  name: 'ClaimInStoreReceipt',
  handler: 'functions/receipts/claim-in-store-receipt.ts',
  access: 'write',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: InStoreClaimBody,
  idempotent: true,
  answers: { 200: 'ReceiptClaim' },
});

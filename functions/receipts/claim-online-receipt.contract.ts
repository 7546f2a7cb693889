import { routeContract } from '../../shared/http/route-contract.js';
import { MemberIdTypeQuery } from '../../shared/members/member-requests.js';
import { OnlineClaimBody } from '../../shared/purchases/purchase-requests.js';

export const claimOnlineReceiptRoute = routeContract({
  method: 'POST',
  path: '/v2/claim_receipt/online',
  name: 'ClaimOnlineReceipt',
  handler: 'functions/receipts/claim-online-receipt.ts',
  access: 'write',
  auth: 'api_key',
  query: MemberIdTypeQuery,
  body: OnlineClaimBody,
  idempotent: true,
  answers: { 200: 'ReceiptClaim' },
});

import { routeContract } from '../../shared/http/route-contract.js';
import { SubmitReceiptBody } from '../../shared/receipts/receipt-requests.js';

export const submitReceiptRoute = routeContract({
  method: 'POST',
  path: '/v2/users/{user_id}/receipts/submit',
  name: 'SubmitReceipt',
  handler: 'functions/receipts/submit-receipt.ts',
  access: 'write',
  auth: 'api_key',
  memberToken: true,
  files: 'receipt-upload',
  body: SubmitReceiptBody,
  member: { notFound: 'page_not_found', notFoundStatus: 404 },
  idempotent: true,
  answers: { 200: 'SubmittedReceipt' },
});

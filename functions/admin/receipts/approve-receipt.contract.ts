import { routeContract } from '../../../shared/http/route-contract.js';
import { ApproveReceiptBody, ClientReceiptPath } from '../../../shared/receipts/receipt-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

export const adminApproveReceiptRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/receipts/{receipt_id}/approve',
  name: 'AdminApproveReceipt',
  handler: 'functions/admin/receipts/approve-receipt.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: ClientReceiptPath,
  body: ApproveReceiptBody,
  answers: { 200: 'ReviewedReceipt' },
  errors: ['not_found', 'conflict', 'forbidden'],
});

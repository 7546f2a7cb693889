import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientReceiptPath, RejectReceiptBody } from '../../../shared/receipts/receipt-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

export const adminRejectReceiptRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/receipts/{receipt_id}/reject',
  name: 'AdminRejectReceipt',
  handler: 'functions/admin/receipts/reject-receipt.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: ClientReceiptPath,
  body: RejectReceiptBody,
  answers: { 200: 'ReviewedReceipt' },
  errors: ['not_found', 'conflict'],
});

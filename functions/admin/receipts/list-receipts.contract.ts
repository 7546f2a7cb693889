import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { ReceiptQueueQuery } from '../../../shared/receipts/receipt-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** The review queue (status=pending_review, the default) and the receipts already decided, oldest first. */
export const adminListReceiptsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/receipts',
  name: 'AdminListReceipts',
  handler: 'functions/admin/receipts/list-receipts.ts',
  access: 'read',
  auth: 'operator',
  roles: SUPPORT,
  files: 'receipt-view',
  params: ClientPath,
  query: ReceiptQueueQuery,
  answers: { 200: 'ReceiptQueuePage' },
});

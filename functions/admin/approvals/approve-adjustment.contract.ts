import { routeContract } from '../../../shared/http/route-contract.js';
import { AdjustmentApprovalPath } from '../../../shared/points/approval-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/**
 * Applies a pending adjustment once, in one transaction, for a manager or owner other than its
 * requester (403 for the requester; 409 once decided or expired).
 */
export const adminApproveAdjustmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/approve',
  name: 'AdminApproveAdjustment',
  handler: 'functions/admin/approvals/approve-adjustment.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: AdjustmentApprovalPath,
  idempotent: true,
  answers: { 200: 'AdjustmentApproval' },
  errors: ['not_found', 'conflict', 'forbidden', 'input_error'],
});

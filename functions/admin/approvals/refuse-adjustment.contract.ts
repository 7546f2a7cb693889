import { routeContract } from '../../../shared/http/route-contract.js';
import { AdjustmentApprovalPath, RefuseAdjustmentBody } from '../../../shared/points/approval-requests.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';

/** Ends a pending adjustment request unapplied, with a reason; its requester may withdraw their own so. */
export const adminRefuseAdjustmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/adjustment_approvals/{adjustment_id}/refuse',
  name: 'AdminRefuseAdjustment',
  handler: 'functions/admin/approvals/refuse-adjustment.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: AdjustmentApprovalPath,
  body: RefuseAdjustmentBody,
  answers: { 200: 'AdjustmentApproval' },
  errors: ['not_found', 'conflict'],
});

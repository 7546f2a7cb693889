import { routeContract } from '../../../shared/http/route-contract.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { ApprovalQueueQuery } from '../../../shared/points/approval-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** The program's large adjustments waiting for approval (status=pending, the default), or those decided or expired, newest first. */
export const adminListAdjustmentApprovalsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/adjustment_approvals',
  name: 'AdminListAdjustmentApprovals',
  handler: 'functions/admin/approvals/list-adjustment-approvals.ts',
  access: 'read',
  auth: 'operator',
  roles: SUPPORT,
  params: ClientPath,
  query: ApprovalQueueQuery,
  answers: { 200: 'AdjustmentApprovalPage' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { AdjustmentBody, MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/**
 * Applies an adjustment at once (201), or, over the program's adjustment_approval_threshold or a
 * support operator's cap, records it for a second operator's approval (202).
 */
export const adminCreatePointsAdjustmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments',
  name: 'AdminCreatePointsAdjustment',
  handler: 'functions/admin/members/create-points-adjustment.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: MemberIdPath,
  body: AdjustmentBody,
  answers: { 201: 'PointsAdjustment', 202: 'AdjustmentApproval' },
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

export const adminListPointsAdjustmentsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/points_adjustments',
  name: 'AdminListPointsAdjustments',
  handler: 'functions/admin/members/list-points-adjustments.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: MemberIdPath,
  answers: { 200: 'PointsAdjustments' },
});

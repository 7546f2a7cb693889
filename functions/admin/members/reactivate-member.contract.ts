import { routeContract } from '../../../shared/http/route-contract.js';
import { StandingBody } from '../../../shared/members/service-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** Support makes a member active again: they may sign in and claim receipts once more. A member already active is 409 conflict. */
export const adminReactivateMemberRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/reactivate',
  name: 'AdminReactivateMember',
  handler: 'functions/admin/members/reactivate-member.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: MemberIdPath,
  body: StandingBody,
  answers: { 200: 'MemberOverview' },
  errors: ['not_found', 'conflict'],
});

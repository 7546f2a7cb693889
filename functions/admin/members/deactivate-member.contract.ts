import { routeContract } from '../../../shared/http/route-contract.js';
import { StandingBody } from '../../../shared/members/service-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** Support makes a member inactive, as the member API's is_active 0: they keep their points and history but may not sign in or claim receipts. A member already inactive is 409 conflict. */
export const adminDeactivateMemberRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/deactivate',
  name: 'AdminDeactivateMember',
  handler: 'functions/admin/members/deactivate-member.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: MemberIdPath,
  body: StandingBody,
  answers: { 200: 'MemberOverview' },
  errors: ['not_found', 'conflict'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { ProfileEditBody } from '../../../shared/members/service-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** Support edits a member's profile under the member API's own rules (PUT /v2/users/{user_id}); answers the member overview. */
export const adminUpdateMemberRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/members/{member_id}',
  name: 'AdminUpdateMember',
  handler: 'functions/admin/members/update-member.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  layers: ['postalCodes'],
  params: MemberIdPath,
  body: ProfileEditBody,
  answers: { 200: 'MemberOverview' },
  errors: ['not_found', 'conflict'],
});

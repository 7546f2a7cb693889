import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** A member as the program's support sees them: found by any id type, with profile and balances. */
export const adminGetMemberRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}',
  name: 'AdminGetMember',
  handler: 'functions/admin/members/get-member.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: MemberIdTypeQuery,
  member: { notFound: 'not_found' },
  answers: { 200: 'MemberOverview' },
});

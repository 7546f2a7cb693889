import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** The segments a member is in, oldest membership first: what the member's page shows. */
export const adminListMemberSegmentsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/segments',
  name: 'AdminListMemberSegments',
  handler: 'functions/admin/members/list-member-segments.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: MemberIdTypeQuery,
  member: { notFound: 'not_found' },
  answers: { 200: 'MemberSegments' },
});

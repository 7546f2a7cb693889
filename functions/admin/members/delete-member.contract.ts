import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** A member's deletion on request (the right to erasure): queued as DELETE /v2/users/{user_id} queues it. */
export const adminDeleteMemberRoute = routeContract({
  method: 'DELETE',
  path: '/admin/v1/clients/{client_id}/members/{member_id}',
  name: 'AdminDeleteMember',
  handler: 'functions/admin/members/delete-member.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: OperatorMemberPath,
  query: MemberIdTypeQuery,
  member: { notFound: 'not_found' },
  idempotent: true,
  answers: { 200: 'DeletionRequest' },
});

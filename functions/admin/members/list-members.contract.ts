import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberListQuery } from '../../../shared/members/directory-requests.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** The program's members, browsed, sorted, filtered or searched by the prefix of a name or an identifier. */
export const adminListMembersRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members',
  name: 'AdminListMembers',
  handler: 'functions/admin/members/list-members.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: MemberListQuery,
  answers: { 200: 'MemberPage' },
});

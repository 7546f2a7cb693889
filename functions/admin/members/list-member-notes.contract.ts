import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberIdTypeQuery, OperatorMemberPath } from '../../../shared/members/member-requests.js';
import { MemberNotesQuery } from '../../../shared/member-notes/note-requests.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';

/** Support's notes on a member, newest first, a page at a time. */
export const adminListMemberNotesRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/notes',
  name: 'AdminListMemberNotes',
  handler: 'functions/admin/members/list-member-notes.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: OperatorMemberPath,
  query: MemberNotesQuery.extend(MemberIdTypeQuery.shape),
  member: { notFound: 'not_found' },
  answers: { 200: 'MemberNotes' },
});

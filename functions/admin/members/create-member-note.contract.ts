import { routeContract } from '../../../shared/http/route-contract.js';
import { MemberNoteBody } from '../../../shared/member-notes/note-requests.js';
import { MemberIdPath } from '../../../shared/points/points-requests.js';
import { SUPPORT } from '../../../shared/operators/operator-roles.js';

/** Support adds an internal note on a member, signed by the operator; the member never sees it. */
export const adminCreateMemberNoteRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/members/{member_id}/notes',
  name: 'AdminCreateMemberNote',
  handler: 'functions/admin/members/create-member-note.ts',
  access: 'write',
  auth: 'operator',
  roles: SUPPORT,
  params: MemberIdPath,
  body: MemberNoteBody,
  answers: { 201: 'MemberNote' },
  errors: ['not_found'],
});

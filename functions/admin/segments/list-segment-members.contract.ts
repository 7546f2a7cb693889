import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { SegmentMembersQuery, SegmentPath } from '../../../shared/segments/segment-requests.js';

/** A page of a segment's members by member id; follow next_cursor for the next. */
export const adminListSegmentMembersRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/segments/{segment_id}/members',
  name: 'AdminListSegmentMembers',
  handler: 'functions/admin/segments/list-segment-members.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: SegmentPath,
  query: SegmentMembersQuery,
  answers: { 200: 'SegmentMemberPage' },
  errors: ['not_found'],
});

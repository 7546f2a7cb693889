import { routeContract } from '../../../shared/http/route-contract.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';
import { SegmentMembersChangeSchema, SegmentPath } from '../../../shared/segments/segment-requests.js';

/** Adds and removes a static segment's members, up to 1,000 a call; ids naming no member are answered back. */
export const adminChangeSegmentMembersRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/segments/{segment_id}/members',
  name: 'AdminChangeSegmentMembers',
  handler: 'functions/admin/segments/change-segment-members.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: SegmentPath,
  body: SegmentMembersChangeSchema,
  answers: { 200: 'SegmentMembersChanged' },
  errors: ['not_found', 'conflict'],
});

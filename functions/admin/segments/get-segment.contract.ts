import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { SegmentPath } from '../../../shared/segments/segment-requests.js';

/** One segment, with its member count as of the answer. */
export const adminGetSegmentRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/segments/{segment_id}',
  name: 'AdminGetSegment',
  handler: 'functions/admin/segments/get-segment.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: SegmentPath,
  answers: { 200: 'Segment' },
  errors: ['not_found'],
});

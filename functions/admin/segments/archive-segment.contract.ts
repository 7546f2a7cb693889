import { routeContract } from '../../../shared/http/route-contract.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';
import { SegmentPath } from '../../../shared/segments/segment-requests.js';

/** Retires a segment for good: it reaches no one from then on; its members stay listed as they were. */
export const adminArchiveSegmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/segments/{segment_id}/archive',
  name: 'AdminArchiveSegment',
  handler: 'functions/admin/segments/archive-segment.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  params: SegmentPath,
  answers: { 200: 'Segment' },
  errors: ['not_found', 'conflict'],
});

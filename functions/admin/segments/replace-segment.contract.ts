import { routeContract } from '../../../shared/http/route-contract.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';
import { SegmentBodySchema, SegmentPath } from '../../../shared/segments/segment-requests.js';

/** Renames a segment or changes what it says it is for: a new version. */
export const adminReplaceSegmentRoute = routeContract({
  method: 'PUT',
  path: '/admin/v1/clients/{client_id}/segments/{segment_id}',
  name: 'AdminReplaceSegment',
  handler: 'functions/admin/segments/replace-segment.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  files: 'segment-build',
  params: SegmentPath,
  body: SegmentBodySchema,
  answers: { 200: 'Segment' },
  errors: ['not_found', 'conflict'],
});

import { routeContract } from '../../../shared/http/route-contract.js';
import { MANAGERS } from '../../../shared/operators/operator-roles.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SegmentBodySchema } from '../../../shared/segments/segment-requests.js';

/** Makes a segment: a named list of the program's members, ready at once. */
export const adminCreateSegmentRoute = routeContract({
  method: 'POST',
  path: '/admin/v1/clients/{client_id}/segments',
  name: 'AdminCreateSegment',
  handler: 'functions/admin/segments/create-segment.ts',
  access: 'write',
  auth: 'operator',
  roles: MANAGERS,
  files: 'segment-build',
  params: ClientPath,
  body: SegmentBodySchema,
  answers: { 201: 'Segment' },
});

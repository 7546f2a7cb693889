import { routeContract } from '../../../shared/http/route-contract.js';
import { EVERY_ROLE } from '../../../shared/operators/operator-roles.js';
import { ClientPath } from '../../../shared/programs/client-requests.js';
import { SegmentListQuery } from '../../../shared/segments/segment-requests.js';

/** The program's segments by id, each with its member count. */
export const adminListSegmentsRoute = routeContract({
  method: 'GET',
  path: '/admin/v1/clients/{client_id}/segments',
  name: 'AdminListSegments',
  handler: 'functions/admin/segments/list-segments.ts',
  access: 'read',
  auth: 'operator',
  roles: EVERY_ROLE,
  params: ClientPath,
  query: SegmentListQuery,
  answers: { 200: 'SegmentList' },
});
